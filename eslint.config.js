// @ts-check
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const featuresDir = resolve(root, 'storefront/src/features');

/** The storefront feature a path lies in, or null. */
function featureOf(path) {
  const rel = relative(featuresDir, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep)[0] ?? null;
}

/**
 * Features never import each other; `app/` composes them (CONVENTIONS.md, bulletproof-react).
 * A small rule rather than one no-restricted-imports pattern per folder: it resolves relative
 * paths (`../../cart/…` from any depth) and root-absolute or `@/` ones, and needs no update
 * when a feature is added.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one storefront feature folder into another' },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import from feature "{{to}}": move the shared code to components/ or lib/, or compose both in app/.',
    },
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    const file = resolve(context.physicalFilename);
    const from = featureOf(file);
    if (!from) return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('.')) target = resolve(dirname(file), spec);
      else if (spec.startsWith('/src/')) target = resolve(root, 'storefront', spec.slice(1));
      else if (spec.startsWith('@/')) target = resolve(root, 'storefront/src', spec.slice(2));
      else return;
      const to = featureOf(target);
      if (to && to !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/var/**',
      '**/coverage/**',
      '**/test-results/**',
      'storefront/src/api/generated/**',
      'backoffice/src/api/generated/**',
    ],
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    // pragmatic defaults everywhere: `_`-prefixed names are deliberately unused
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },

  // Node: the API, its tests, the browser journeys' runner, scripts and tool configs
  {
    files: [
      'backend/src/**/*.ts',
      'backend/test/**/*.ts',
      'e2e/**/*.ts',
      'backend/scripts/**/*.{js,mjs,ts}',
      'scripts/**/*.{js,mjs,cjs,ts}',
      '*/scripts/**/*.{js,mjs,cjs,ts}',
      'bench/**/*.{js,mjs}',
      '**/*.config.{js,mjs,cjs,ts}',
      'backoffice/vite-*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // command-line scripts talk to the terminal on purpose
    files: ['scripts/**', '*/scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },

  // Browser: the two front-ends
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // the two classic hook rules; the plugin's v7 "recommended" adds React Compiler diagnostics,
    // which only pay off with the compiler enabled (it is not)
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // the storefront also renders on the server (entry-server.tsx, SSR helpers)
    files: ['storefront/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  // storefront/src/features/<a> must not import storefront/src/features/<b>
  {
    files: ['storefront/src/features/**/*.{ts,tsx}'],
    plugins: { vyrelle: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'vyrelle/feature-boundaries': 'error' },
  },
);
