import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import type { ProductImportReport } from '../../api/types';
import { colourFormat, imageFormat } from '../collections/collection-form';
import { canApply, csvForm, describeError, isRefusedImport } from './product-import-report';

const report = (over: Partial<ProductImportReport> = {}): ProductImportReport => ({
  dryRun: true,
  applied: false,
  columns: ['slug'],
  created: 1,
  updated: 0,
  unchanged: 0,
  errorCount: 0,
  fileErrors: [],
  rows: [],
  ...over,
});

describe('product CSV import screen', () => {
  it('applies only a clean dry run that changes something, and only once', () => {
    expect(canApply(null)).toBe(false);
    expect(canApply(report())).toBe(true);
    expect(canApply(report({ errorCount: 1 }))).toBe(false);
    expect(canApply(report({ fileErrors: [{ row: 1, column: 'x', message: 'm' }] }))).toBe(false);
    expect(canApply(report({ created: 0, unchanged: 3 }))).toBe(false);
    expect(canApply(report({ applied: true, dryRun: false }))).toBe(false);
  });

  it('recognises an import refused for errors in the file (422), not other failures', () => {
    const error = new HttpError('x', 422, { code: 'CATALOGUE_IMPORT_INVALID', status: 422 });
    expect(isRefusedImport(error)).toBe(true);
    expect(isRefusedImport(new HttpError('x', 409, { code: 'CATALOGUE_STOCK_CHANGED' }))).toBe(
      false,
    );
    expect(isRefusedImport(new Error('network'))).toBe(false);
  });

  it('names the column and translates the message key', () => {
    const translate = (key: string) => (key === 'validation.required' ? 'Verplicht.' : key);
    expect(
      describeError({ row: 3, column: 'name_nl', message: 'validation.required' }, translate),
    ).toBe('name_nl: Verplicht.');
    expect(
      describeError({ row: null, column: null, message: 'validation.csvEmpty' }, translate),
    ).toBe('validation.csvEmpty');
  });

  it('sends the file as multipart field "file"', () => {
    const file = new File(['slug\n'], 'p.csv', { type: 'text/csv' });
    expect((csvForm(file).get('file') as File).name).toBe('p.csv');
  });

  it('checks a line colour and image address before sending', () => {
    expect(colourFormat('#2f5d8a')).toBeUndefined();
    expect(colourFormat('blue')).toBe('validation.colour');
    expect(imageFormat('https://cdn.example.com/a.jpg')).toBeUndefined();
    expect(imageFormat('/api/uploads/abc.jpg')).toBeUndefined();
    expect(imageFormat('http://cdn.example.com/a.jpg')).toBe('validation.url');
    expect(imageFormat('')).toBeUndefined();
  });
});
