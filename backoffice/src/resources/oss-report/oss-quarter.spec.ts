import { describe, expect, it } from 'vitest';
import {
  countryName,
  currentQuarter,
  formatRate,
  isQuarter,
  ossFileName,
  ossPath,
  shiftQuarter,
} from './oss-quarter';

describe('OSS report quarters', () => {
  it('reads and writes YYYY-Qn in UTC', () => {
    expect(currentQuarter(new Date('2026-11-26T12:00:00Z'))).toBe('2026-Q4');
    expect(currentQuarter(new Date('2026-01-01T00:00:00Z'))).toBe('2026-Q1');
    expect(isQuarter('2026-Q4')).toBe(true);
    expect(isQuarter('2026-Q5')).toBe(false);
    expect(isQuarter('2026-11')).toBe(false);
  });

  it('steps across years', () => {
    expect(shiftQuarter('2026-Q4', 1)).toBe('2027-Q1');
    expect(shiftQuarter('2026-Q1', -1)).toBe('2025-Q4');
    expect(shiftQuarter('2026-Q2', -5)).toBe('2025-Q1');
  });

  it('builds the API paths and the file name', () => {
    expect(ossPath('2026-Q4', 'json')).toBe('reports/oss?quarter=2026-Q4');
    expect(ossPath('2026-Q4', 'csv', 'de')).toBe('reports/oss/export?quarter=2026-Q4&locale=de');
    expect(ossFileName('2026-Q4')).toBe('oss-2026-Q4.csv');
  });

  it('writes rates and country names in the UI language', () => {
    expect(formatRate(25.5, 'nl')).toBe('25,5');
    expect(formatRate(19, 'en')).toBe('19');
    expect(countryName('DE', 'nl')).toBe('Duitsland');
    expect(countryName('FR', 'de')).toBe('Frankreich');
  });
});

describe('OSS report screen', () => {
  it('is for admins only, with the same texts in nl, en, de and fr', async () => {
    const { canAccess } = await import('../../permissions');
    const { ossReport } = await import('.');
    const messages = await Promise.all(
      ['en', 'nl', 'de', 'fr'].map(async (lng) => (await import(`../../i18n/${lng}.ts`)).default),
    );
    expect(canAccess('admin', ossReport.name, 'list')).toBe(true);
    expect(canAccess('partner_manager', ossReport.name, 'list')).toBe(false);
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value !== 'object' || value === null
        ? [prefix]
        : Object.entries(value)
            .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
            .sort();
    const [en, ...others] = messages.map((m: { ossReport: unknown }) => keys(m.ossReport));
    expect(en!.length).toBeGreaterThan(10);
    for (const other of others) expect(other).toEqual(en);
  });
});
