import { describe, expect, it } from 'vitest';
import { namespaces } from '../lib/i18n.ts';
import { locales, routeNames } from '../lib/routes.ts';
import de from './de/index.ts';
import en from './en/index.ts';
import fr from './fr/index.ts';
import nl from './nl/index.ts';

const resources = { nl, en, de, fr } as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Flattens nested texts to `a.b.c` → value. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const flat = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Map(namespaces.flatMap((ns) => [...flatten(resources[locale][ns], ns)])),
  ]),
) as Record<(typeof locales)[number], Map<string, unknown>>;

/** Keys without plural suffixes: each locale has the plural forms its own language needs. */
const baseKeys = (locale: (typeof locales)[number]) =>
  new Set([...flat[locale].keys()].map((k) => k.replace(pluralSuffix, '')));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has the same namespaces in every locale', () => {
    for (const locale of locales)
      expect(Object.keys(resources[locale]).sort()).toEqual([...namespaces].sort());
  });

  it.each(locales.filter((l) => l !== 'nl'))(
    'has every key of nl in %s and no extra ones',
    (locale) => {
      expect([...baseKeys(locale)].sort()).toEqual([...baseKeys('nl')].sort());
    },
  );

  it('has every plural form each language needs', () => {
    for (const locale of locales) {
      const categories = new Intl.PluralRules(locale)
        .resolvedOptions()
        .pluralCategories.filter((c) => c !== 'many' || locale === 'fr');
      const plurals = new Set(
        [...flat[locale].keys()]
          .filter((k) => pluralSuffix.test(k))
          .map((k) => k.replace(pluralSuffix, '')),
      );
      for (const key of plurals)
        for (const category of categories)
          expect(flat[locale].has(`${key}_${category}`), `${locale} ${key}_${category}`).toBe(true);
    }
  });

  it('has only non-empty strings', () => {
    for (const locale of locales) {
      for (const [key, value] of flat[locale]) {
        expect(typeof value, `${locale} ${key}`).toBe('string');
        expect((value as string).trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in every locale', () => {
    for (const [key, value] of flat.nl) {
      for (const locale of locales) {
        const other =
          flat[locale].get(key) ?? flat[locale].get(key.replace(pluralSuffix, '_other'));
        expect(placeholders(String(other)), `${locale} ${key}`).toEqual(
          placeholders(String(value)),
        );
      }
    }
  });

  it('gives every route a title and description', () => {
    for (const locale of locales) {
      for (const name of routeNames) {
        expect(flat[locale].get(`common.routes.${name}.title`), `${locale} ${name}`).toBeTruthy();
        expect(
          flat[locale].get(`common.routes.${name}.description`),
          `${locale} ${name}`,
        ).toBeTruthy();
      }
    }
  });

  it('is really translated: no sentence is an English copy', () => {
    for (const locale of ['nl', 'de', 'fr'] as const) {
      const copies = [...flat.en].filter(([key, value]) => {
        const text = String(value);
        // Short labels may legitimately match (Contact, Magazine, FAQ, brand and line names).
        return text.split(/\s+/).length > 2 && flat[locale].get(key) === text;
      });
      expect(
        copies.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });
});
