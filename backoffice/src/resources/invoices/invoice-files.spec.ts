import { describe, expect, it } from 'vitest';
import {
  currentMonthPeriod,
  invoiceExportFileName,
  invoiceExportPath,
  invoicePdfPath,
} from './invoice-files';

describe('invoice downloads', () => {
  it('exports only a complete period, with the type when one is chosen', () => {
    expect(invoiceExportPath({ issuedFrom: '2026-01-01' })).toBeNull();
    expect(invoiceExportPath({ issuedFrom: '2026-01-01', issuedTo: '2026-1-3' })).toBeNull();
    expect(invoiceExportPath({ issuedFrom: '2026-01-01', issuedTo: '2026-03-31' })).toBe(
      'invoices/export?issuedFrom=2026-01-01&issuedTo=2026-03-31',
    );
    expect(
      invoiceExportPath({ issuedFrom: '2026-01-01', issuedTo: '2026-03-31', kind: 'credit_note' }),
    ).toBe('invoices/export?issuedFrom=2026-01-01&issuedTo=2026-03-31&kind=credit_note');
    expect(invoiceExportFileName({ issuedFrom: '2026-01-01', issuedTo: '2026-03-31' })).toBe(
      'invoices-2026-01-01-2026-03-31.csv',
    );
  });

  it('defaults the list to the current month and names the PDF route by id', () => {
    expect(currentMonthPeriod(new Date('2026-02-14T10:00:00Z'))).toEqual({
      issuedFrom: '2026-02-01',
      issuedTo: '2026-02-28',
    });
    expect(currentMonthPeriod(new Date('2026-12-31T23:00:00Z')).issuedTo).toBe('2026-12-31');
    expect(invoicePdfPath('a/b')).toBe('invoices/a%2Fb/pdf');
  });
});
