/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
/**
 * Build output: `dist/client` and `dist/server` unless `STOREFRONT_OUT_DIR` names another
 * folder (a second build beside the one the host serves). Both builds must be given the same.
 */
const outDir = resolve(root, process.env.STOREFRONT_OUT_DIR || 'dist');
const clientOutDir = join(outDir, 'client');
const serverOutDir = join(outDir, 'server');

/**
 * `virtual:ssr-assets`: the HTML template and the client build manifest, baked into the
 * server bundle so `dist/server/entry-server.js` needs no files at run time. Outside the
 * server build (tests) it serves the source `index.html` and no manifest.
 */
function ssrAssets(): Plugin {
  const id = 'virtual:ssr-assets';
  let ssrBuild = false;
  return {
    name: 'storefront:ssr-assets',
    configResolved(config) {
      ssrBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId(source) {
      return source === id ? `\0${id}` : undefined;
    },
    load(moduleId) {
      if (moduleId !== `\0${id}`) return undefined;
      if (!ssrBuild) {
        return `export default ${JSON.stringify({ template: readFileSync(resolve(root, 'index.html'), 'utf8'), manifest: null })};`;
      }
      const templatePath = join(clientOutDir, 'index.html');
      const manifestPath = join(clientOutDir, '.vite/manifest.json');
      if (!existsSync(templatePath) || !existsSync(manifestPath)) {
        throw new Error('Build the client first (vite build), then the server (vite build --ssr).');
      }
      const assets = {
        template: readFileSync(templatePath, 'utf8'),
        manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as unknown,
      };
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}

/**
 * In the server build every `react-i18next` import of the app resolves to
 * `src/app/server-translation.ts` (the library with a `useTranslation` prepared once per
 * locale and namespace instead of on every mount); that module itself imports the library.
 */
function serverTranslation(): Plugin {
  const shim = resolve(root, 'src/app/server-translation.ts');
  return {
    name: 'storefront:server-translation',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    resolveId(source, importer) {
      return source === 'react-i18next' && importer !== shim ? shim : undefined;
    },
  };
}

/** Writes `.gz` and `.br` next to every text asset of the client build, so the host serves them pre-compressed. */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|svg|html|json|txt|xml)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'storefront:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      for (const file of walk(clientOutDir)) {
        if (!compressible.test(file) || file.includes('/.vite/')) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), ssrAssets(), serverTranslation(), precompress()],
  build: isSsrBuild
    ? {
        outDir: serverOutDir,
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: { output: { entryFileNames: 'entry-server.js', format: 'es' } },
      }
    : {
        outDir: clientOutDir,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        assetsInlineLimit: 0,
      },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // react-router ships ESM and CJS builds; in the DOM tests `react-router/dom` would load
    // the CJS one next to our ESM one (two router contexts). Pin both to the ESM build.
    alias: [
      {
        find: /^react-router$/,
        replacement: resolve(root, '../node_modules/react-router/dist/development/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: resolve(root, '../node_modules/react-router/dist/development/dom-export.mjs'),
      },
    ],
  },
}));
