import { describe, expect, it } from 'vitest';
import {
  isImageUrl,
  parseEuros,
  parseProductsCsv,
  productsCsv,
  type ProductRecord,
} from './product-csv.js';

const record: ProductRecord = {
  slug: 'hydra-serum',
  collection: 'blue',
  type: 'serum',
  priceCents: 3450,
  partnerPriceCents: null,
  partnerMinQuantity: 1,
  partnerOnly: false,
  vatRate: 21,
  stock: 7,
  visible: true,
  skinTypes: ['dry', 'normal'],
  timing: ['day'],
  spf: 30,
  size: '30 ml',
  setKind: null,
  bestsellerRank: null,
  images: ['https://cdn.example.com/a.jpg', '/api/images/products/blue/serum/hydra-serum.svg'],
  inci: 'AQUA, GLYCERIN',
  translations: {
    nl: {
      name: 'Hydra; serum',
      subtitle: '-20% "actie"',
      description: 'Regel 1\nRegel 2',
      usage: '@avond',
      ingredients: null,
      consistency: '+gel',
    },
    fr: {
      name: 'Sérum',
      subtitle: null,
      description: '=HYPERLINK("x")',
      usage: null,
      ingredients: null,
      consistency: null,
    },
  },
};

describe('product CSV', () => {
  it('reads back exactly what it writes (quotes, separators, line breaks, formula-like text)', () => {
    const csv = productsCsv([record]);
    expect(csv.startsWith('\uFEFFslug;collection;')).toBe(true);
    expect(csv).toContain(`'=HYPERLINK(""x"")`);
    expect(csv).toContain(`"'-20% ""actie"""`);
    const parsed = parseProductsCsv(csv);
    expect(parsed.problems).toEqual([]);
    const [row] = parsed.rows;
    expect(row!.problems).toEqual([]);
    expect(row!.fields).toMatchObject({
      slug: 'hydra-serum',
      priceCents: 3450,
      partnerPriceCents: null,
      skinTypes: ['dry', 'normal'],
      spf: 30,
      images: record.images,
    });
    expect(row!.texts.nl).toMatchObject({
      name: 'Hydra; serum',
      subtitle: '-20% "actie"',
      description: 'Regel 1\nRegel 2',
      usage: '@avond',
      consistency: '+gel',
    });
    expect(row!.texts.fr!.description).toBe('=HYPERLINK("x")');
  });

  it('takes euro amounts as spreadsheets write them', () => {
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('12.50')).toBe(1250);
    expect(parseEuros('€ 1.234,56')).toBe(123456);
    expect(parseEuros('1,234.56')).toBe(123456);
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('1.234')).toBeNull();
    expect(parseEuros('tien')).toBeNull();
  });

  it('accepts https image URLs and the shop’s own paths only', () => {
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageUrl('/api/uploads/abc.jpg')).toBe(true);
    expect(isImageUrl('http://cdn.example.com/a.jpg')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('/api/../etc/passwd')).toBe(false);
  });

  it('reads a comma-separated file too, and reports header and syntax problems', () => {
    const comma = parseProductsCsv('slug,price\nabc,"12,50"\n');
    expect(comma.problems).toEqual([]);
    expect(comma.rows[0]!.fields).toMatchObject({ slug: 'abc', priceCents: 1250 });
    expect(parseProductsCsv('name_nl;price\nX;1\n').problems).toEqual([
      { row: 1, column: 'slug', message: 'validation.required' },
    ]);
    expect(parseProductsCsv('slug;slug\na;b\n').problems).toEqual([
      { row: 1, column: 'slug', message: 'validation.duplicateColumn' },
    ]);
    expect(parseProductsCsv('slug\n').problems).toEqual([
      { row: null, column: null, message: 'validation.csvEmpty' },
    ]);
    expect(parseProductsCsv('slug;name_nl\na;"unclosed\n').problems[0]!.message).toBe(
      'validation.csvSyntax',
    );
    expect(parseProductsCsv('slug;stock\na;1;2\n').rows[0]!.problems).toEqual([
      { row: 2, column: null, message: 'validation.columnCount' },
    ]);
  });
});
