/**
 * Every user-visible text comes from the locale files, and every link from the route
 * table: this parses each .tsx with the TypeScript compiler and fails on
 *  - JSX text containing letters,
 *  - string literals with letters in aria-label, aria-description, title, placeholder, alt, label,
 *  - hand-typed paths in `to` / `href` (string literals starting with `/`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;
const textAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const linkAttributes = new Set(['to', 'href']);
const letters = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Literal text of an attribute value: `"x"`, `{'x'}` or `{`x`}`. */
function literalValue(initializer: ts.JsxAttributeValue | undefined): string | null {
  if (!initializer) return null;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression) {
    const expression = initializer.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
    if (ts.isTemplateExpression(expression)) return expression.head.text;
  }
  return null;
}

export function findHardcodedText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const problems: string[] = [];
  const line = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
  const where = (node: ts.Node) => `${fileName}:${line(node.getStart())}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && letters.test(node.text)) {
      const start = node.pos + node.text.length - node.text.trimStart().length;
      problems.push(`${fileName}:${line(start)} text "${node.text.trim()}"`);
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = literalValue(node.initializer);
      if (value !== null && textAttributes.has(name) && letters.test(value))
        problems.push(`${where(node)} ${name}="${value}"`);
      if (value !== null && linkAttributes.has(name) && value.startsWith('/'))
        problems.push(`${where(node)} hand-typed path ${name}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

describe('no hard-coded texts or paths in components', () => {
  it('flags what it should (checker self-test)', () => {
    const sample = `export const A = () => (
      <div title="Hello" aria-label={'Menu'} placeholder={\`Your e-mail\`}>
        Welcome
        <a href="/nl/producten">{t('x')}</a>
        <Link to="/en/cart" />
        <a href="#main" aria-label={t('ok')}>{' '}</a>
        <img alt="" />
      </div>
    );`;
    expect(findHardcodedText('sample.tsx', sample)).toEqual([
      'sample.tsx:2 title="Hello"',
      'sample.tsx:2 aria-label="Menu"',
      'sample.tsx:2 placeholder="Your e-mail"',
      'sample.tsx:3 text "Welcome"',
      'sample.tsx:4 hand-typed path href="/nl/producten"',
      'sample.tsx:5 hand-typed path to="/en/cart"',
    ]);
  });

  const files = tsxFiles(srcDir);

  it('checks every component file', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => relative(srcDir, file)))('%s has none', (file) => {
    expect(findHardcodedText(file, readFileSync(join(srcDir, file), 'utf8'))).toEqual([]);
  });
});
