import { parse } from 'csv-parse/sync';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locale.js';
import { euros, toCsv, type CsvCell } from '../../common/csv/spreadsheet-csv.js';
import {
  COLLECTIONS,
  PRODUCT_TYPES,
  SET_KINDS,
  SKIN_TYPES,
  SPF_VALUES,
  TIMINGS,
  type CollectionSlug,
  type ProductType,
  type SetKind,
  type SkinType,
  type Timing,
} from './catalogue.constants.js';

/**
 * The product CSV of the back-office (export and import share it, so an export imports unchanged):
 * the partner revenue export's format (UTF-8 with BOM, `;`, CRLF, decimal comma, formula-like text
 * prefixed with `'`), one row per product keyed by its slug, one column per field and per language.
 * Lists inside a cell: skin types and timing separated by `,`, image URLs by `|`.
 */
export const PRODUCT_TEXT_FIELDS = [
  'name',
  'subtitle',
  'description',
  'usage',
  'ingredients',
  'consistency',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];
export type ProductTexts = Record<ProductTextField, string | null> & { name: string };

export const PRODUCT_CSV_FIELDS = [
  'slug',
  'collection',
  'type',
  'price',
  'professionalPrice',
  'professionalMinQuantity',
  'professionalOnly',
  'vatRate',
  'stock',
  'visible',
  'skinTypes',
  'timing',
  'spf',
  'size',
  'setKind',
  'bestsellerRank',
  'images',
  'inci',
] as const;
export type ProductCsvField = (typeof PRODUCT_CSV_FIELDS)[number];

export const textColumn = (field: ProductTextField, locale: Locale) => `${field}_${locale}`;

export const PRODUCT_CSV_COLUMNS: readonly string[] = [
  ...PRODUCT_CSV_FIELDS,
  ...LOCALES.flatMap((locale) => PRODUCT_TEXT_FIELDS.map((field) => textColumn(field, locale))),
];

/** Everything the CSV says about one product, normalised so that two records compare with `===` per field. */
export interface ProductRecord {
  slug: string;
  collection: CollectionSlug;
  type: ProductType;
  priceCents: number;
  partnerPriceCents: number | null;
  partnerMinQuantity: number;
  partnerOnly: boolean;
  vatRate: number;
  stock: number;
  visible: boolean;
  skinTypes: SkinType[];
  timing: Timing[];
  spf: number | null;
  size: string | null;
  setKind: SetKind | null;
  bestsellerRank: number | null;
  images: string[];
  inci: string | null;
  translations: Partial<Record<Locale, ProductTexts>>;
}

/** The record field each plain column fills. */
export const FIELD_OF_COLUMN: Record<ProductCsvField, keyof ProductRecord> = {
  slug: 'slug',
  collection: 'collection',
  type: 'type',
  price: 'priceCents',
  professionalPrice: 'partnerPriceCents',
  professionalMinQuantity: 'partnerMinQuantity',
  professionalOnly: 'partnerOnly',
  vatRate: 'vatRate',
  stock: 'stock',
  visible: 'visible',
  skinTypes: 'skinTypes',
  timing: 'timing',
  spf: 'spf',
  size: 'size',
  setKind: 'setKind',
  bestsellerRank: 'bestsellerRank',
  images: 'images',
  inci: 'inci',
};

/** The CSV column of a field error key from the product validation (`priceCents`, `translations.en.name`). */
export function columnOfField(field: string): string {
  const text = /^translations\.(nl|en|de|fr)\.(\w+)$/.exec(field);
  if (text) return textColumn(text[2] as ProductTextField, text[1] as Locale);
  const column = (Object.keys(FIELD_OF_COLUMN) as ProductCsvField[]).find(
    (key) => FIELD_OF_COLUMN[key] === field,
  );
  return column ?? field;
}

/** Trimmed text, blank → null. */
export function cleanText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Texts of one language, trimmed; null when every field is blank (the language falls back to nl). */
export function cleanTexts(
  texts: Partial<Record<ProductTextField, string | null>> | null | undefined,
): ProductTexts | null {
  if (!texts) return null;
  const out = {} as Record<ProductTextField, string | null>;
  for (const field of PRODUCT_TEXT_FIELDS) out[field] = cleanText(texts[field]);
  if (PRODUCT_TEXT_FIELDS.every((field) => out[field] === null)) return null;
  return { ...out, name: out.name ?? '' };
}

const bool = (value: boolean) => (value ? 'true' : 'false');
const optional = (value: string | number | null): CsvCell => (value === null ? '' : value);

/** One product as a CSV row, in {@link PRODUCT_CSV_COLUMNS} order. */
export function productRow(record: ProductRecord): CsvCell[] {
  const cells: Record<ProductCsvField, CsvCell> = {
    slug: record.slug,
    collection: record.collection,
    type: record.type,
    price: euros(record.priceCents),
    professionalPrice: record.partnerPriceCents === null ? '' : euros(record.partnerPriceCents),
    professionalMinQuantity: record.partnerMinQuantity,
    professionalOnly: bool(record.partnerOnly),
    vatRate: record.vatRate,
    stock: record.stock,
    visible: bool(record.visible),
    skinTypes: record.skinTypes.join(','),
    timing: record.timing.join(','),
    spf: optional(record.spf),
    size: optional(record.size),
    setKind: optional(record.setKind),
    bestsellerRank: optional(record.bestsellerRank),
    images: record.images.join('|'),
    inci: optional(record.inci),
  };
  return [
    ...PRODUCT_CSV_FIELDS.map((field) => cells[field]),
    ...LOCALES.flatMap((locale) =>
      PRODUCT_TEXT_FIELDS.map((field) => record.translations[locale]?.[field] ?? ''),
    ),
  ];
}

export function productsCsv(records: ProductRecord[]): string {
  return toCsv([[...PRODUCT_CSV_COLUMNS], ...records.map(productRow)]);
}

export interface CsvProblem {
  /** Spreadsheet row (the header is row 1); null for the file as a whole. */
  row: number | null;
  /** The column at fault; null for the whole row or file. */
  column: string | null;
  /** A message key the back-office translates (validation.*). */
  message: string;
}

/** One data row: the fields its columns gave (absent columns stay undefined) and its problems. */
export interface ParsedRow {
  row: number;
  slug: string | null;
  fields: Partial<Omit<ProductRecord, 'translations'>>;
  /** Per language: the texts the file gave for it (only the text columns present). */
  texts: Partial<Record<Locale, Partial<Record<ProductTextField, string | null>>>>;
  problems: CsvProblem[];
}

export interface ParsedFile {
  columns: string[];
  rows: ParsedRow[];
  problems: CsvProblem[];
}

/** The export neutralises formula-like text with a leading apostrophe; the import takes it off again. */
function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

const TRUE = new Set(['true', '1', 'yes', 'ja', 'oui', 'y', 'j', 'x']);
const FALSE = new Set(['false', '0', 'no', 'nee', 'nein', 'non', 'n', '']);

/** `12,34`, `12.34`, `12` or `1.234,56` euro → cents; null when it is not an amount. */
export function parseEuros(value: string): number | null {
  const text = value.replace(/\s|€/g, '');
  // Plain `12`, `12,5`, `12.50`; thousands groups only with explicit cents (`1.234,56`, `1,234.56`),
  // so `12,345` or `1.234` (which a reader could take either way) is refused, not guessed.
  const match =
    /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text) ??
    /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/.exec(text) ??
    /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** An image reference: an https URL, or one of the shop's own paths (`/api/…`). */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/api/')) return !/\s|\.\./.test(value) && value.length <= 500;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && value.length <= 500 && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Reads the file: `;` separated (`,` when the header has no `;`, as some spreadsheets save), BOM
 * optional. Checks the header (a `slug` column, no unknown or repeated column) and parses every
 * cell of every row into typed fields with a problem per bad cell.
 */
export function parseProductsCsv(text: string): ParsedFile {
  const problems: CsvProblem[] = [];
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    return {
      columns: [],
      rows: [],
      problems: [{ row: lines ?? null, column: null, message: 'validation.csvSyntax' }],
    };
  }
  const [header, ...data] = records;
  if (!header || !data.length) {
    return {
      columns: [],
      rows: [],
      problems: [{ row: null, column: null, message: 'validation.csvEmpty' }],
    };
  }
  const columns = header.map((cell) => cell.trim());
  const seen = new Set<string>();
  columns.forEach((column) => {
    if (!PRODUCT_CSV_COLUMNS.includes(column))
      problems.push({ row: 1, column, message: 'validation.unknownColumn' });
    else if (seen.has(column))
      problems.push({ row: 1, column, message: 'validation.duplicateColumn' });
    seen.add(column);
  });
  if (!seen.has('slug')) problems.push({ row: 1, column: 'slug', message: 'validation.required' });
  if (problems.length) return { columns, rows: [], problems };
  return {
    columns,
    problems,
    rows: data.map((cells, index) => parseRow(columns, cells, index + 2)),
  };
}

function parseRow(columns: string[], cells: string[], row: number): ParsedRow {
  const result: ParsedRow = { row, slug: null, fields: {}, texts: {}, problems: [] };
  const problem = (column: string | null, message: string) =>
    result.problems.push({ row, column, message });
  if (cells.length !== columns.length) problem(null, 'validation.columnCount');
  const fields = result.fields as Record<string, unknown>;
  columns.forEach((column, index) => {
    const raw = unescapeCell(cells[index] ?? '');
    const value = raw.trim();
    const text = /^(\w+)_(nl|en|de|fr)$/.exec(column);
    if (text) {
      const locale = text[2] as Locale;
      (result.texts[locale] ??= {})[text[1] as ProductTextField] = cleanText(raw);
      return;
    }
    const key = FIELD_OF_COLUMN[column as ProductCsvField];
    const invalid = (message: string) => problem(column, message);
    const integer = (min: number, max: number, optional: boolean) => {
      if (value === '') return optional ? null : (invalid('validation.required'), undefined);
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
        return (invalid('validation.integer'), undefined);
      return Number(value);
    };
    const choiceList = (allowed: readonly string[]) => {
      const items = value
        .split(/[,|]/)
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.some((item) => !allowed.includes(item)))
        return (invalid('validation.choice'), undefined);
      return [...new Set(items)];
    };
    let parsed: unknown;
    switch (column as ProductCsvField) {
      case 'slug':
        parsed = value;
        result.slug = value || null;
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || value.length > 120)
          invalid(value ? 'validation.slug' : 'validation.required');
        break;
      case 'collection':
        if (!value) invalid('validation.required');
        else if (!(COLLECTIONS as readonly string[]).includes(value))
          invalid('validation.reference');
        else parsed = value;
        break;
      case 'type':
        if (!value) invalid('validation.required');
        else if (!(PRODUCT_TYPES as readonly string[]).includes(value))
          invalid('validation.choice');
        else parsed = value;
        break;
      case 'price':
      case 'professionalPrice': {
        if (value === '') {
          if (column === 'price') invalid('validation.required');
          else parsed = null;
          break;
        }
        const cents = parseEuros(value);
        if (cents === null || cents > 10_000_000 || (column === 'professionalPrice' && cents < 1))
          invalid('validation.amount');
        else parsed = cents;
        break;
      }
      case 'professionalMinQuantity':
        parsed = value === '' ? 1 : integer(1, 999, false);
        break;
      case 'vatRate':
        parsed = integer(0, 100, false);
        break;
      case 'stock':
        parsed = integer(0, 1_000_000, false);
        break;
      case 'bestsellerRank':
        parsed = integer(1, 1_000_000, true);
        break;
      case 'spf':
        parsed = integer(0, 100, true);
        if (typeof parsed === 'number' && !(SPF_VALUES as readonly number[]).includes(parsed)) {
          invalid('validation.choice');
          parsed = undefined;
        }
        break;
      case 'visible':
      case 'professionalOnly': {
        const lower = value.toLowerCase();
        if (TRUE.has(lower)) parsed = true;
        else if (FALSE.has(lower)) parsed = false;
        else invalid('validation.boolean');
        break;
      }
      case 'skinTypes':
        parsed = choiceList(SKIN_TYPES);
        break;
      case 'timing':
        parsed = choiceList(TIMINGS);
        break;
      case 'setKind':
        if (value === '') parsed = null;
        else if (!(SET_KINDS as readonly string[]).includes(value)) invalid('validation.choice');
        else parsed = value;
        break;
      case 'size':
        parsed = cleanText(raw);
        if (typeof parsed === 'string' && parsed.length > 40) invalid('validation.tooLong');
        break;
      case 'inci':
        parsed = cleanText(raw);
        if (typeof parsed === 'string' && parsed.length > 5000) invalid('validation.tooLong');
        break;
      case 'images': {
        const urls = value.split(/[\s|]+/).filter(Boolean);
        if (urls.length > 12) invalid('validation.tooMany');
        else if (urls.some((url) => !isImageUrl(url))) invalid('validation.url');
        else parsed = urls;
        break;
      }
    }
    if (parsed !== undefined) fields[key] = parsed;
  });
  for (const locale of LOCALES) {
    const texts = result.texts[locale];
    if (!texts) continue;
    for (const field of PRODUCT_TEXT_FIELDS) {
      const value = texts[field];
      const max =
        field === 'name' ? 150 : field === 'subtitle' || field === 'consistency' ? 200 : 20000;
      if (value && value.length > max) problem(textColumn(field, locale), 'validation.tooLong');
    }
  }
  if (
    result.texts[DEFAULT_LOCALE] &&
    'name' in result.texts[DEFAULT_LOCALE]! &&
    !result.texts[DEFAULT_LOCALE]!.name
  )
    problem(textColumn('name', DEFAULT_LOCALE), 'validation.required');
  return result;
}
