import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, euros, toCsv } from './spreadsheet-csv.js';

describe('partner revenue CSV', () => {
  it('neutralises cells that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Salon Lumen')).toBe('Salon Lumen');
    expect(csvCell('-12,34')).toBe('-12,34');
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a BOM, semicolons and CRLF line ends', () => {
    expect(
      toCsv([
        ['a', 1],
        ['é', 2],
      ]),
    ).toBe(`${CSV_BOM}a;1\r\né;2\r\n`);
  });

  it('writes euro amounts with a decimal comma', () => {
    expect(euros(0)).toBe('0,00');
    expect(euros(5)).toBe('0,05');
    expect(euros(123456)).toBe('1234,56');
    expect(euros(-250)).toBe('-2,50');
  });
});
