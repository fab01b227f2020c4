import { describe, expect, it } from 'vitest';
import {
  filterPartnerProducts,
  initialQuantity,
  noPartnerShopFilter,
  partnerTypeOptions,
  salonAddressParts,
  PartnerCheckoutAttempt,
  problemKey,
  quantityProblem,
  totalsRows,
} from './partner-shop-logic.ts';

describe('partner shop rules', () => {
  it('checks quantities against the minimum', () => {
    expect(quantityProblem('1', 3)).toBe('min');
    expect(quantityProblem('3', 3)).toBe(null);
    expect(quantityProblem('2.5', 1)).toBe('whole');
    expect(quantityProblem('', 1)).toBe('whole');
    expect(quantityProblem('1000', 1)).toBe('max');
    expect(initialQuantity(0)).toBe('1');
    expect(initialQuantity(2)).toBe('2');
  });

  it('an export outside the EU shows the export mention instead of VAT', () => {
    expect(
      totalsRows({
        itemsCents: 5_000,
        deliveryCents: 1_649,
        netCents: 6_649,
        totalCents: 6_649,
        vatCents: 0,
        vat: [{ rate: 0, netCents: 6_649, vatCents: 0, grossCents: 6_649 }],
        reverseCharge: false,
        export: true,
      }),
    ).toEqual([
      { kind: 'items', cents: 5_000 },
      { kind: 'delivery', cents: 1_649 },
      { kind: 'net', cents: 6_649 },
      { kind: 'export' },
      { kind: 'total', cents: 6_649 },
    ]);
  });

  it('shows VAT per rate, or only the reverse-charge mention', () => {
    const base = { itemsCents: 26_000, deliveryCents: 0, netCents: 26_000, totalCents: 31_460 };
    expect(
      totalsRows({
        ...base,
        vatCents: 5_460,
        vat: [{ rate: 21, netCents: 26_000, vatCents: 5_460, grossCents: 31_460 }],
        reverseCharge: false,
      }),
    ).toEqual([
      { kind: 'items', cents: 26_000 },
      { kind: 'delivery', cents: 0 },
      { kind: 'net', cents: 26_000 },
      { kind: 'vat', rate: 21, cents: 5_460 },
      { kind: 'total', cents: 31_460 },
    ]);
    const reverse = totalsRows({
      ...base,
      totalCents: 26_000,
      vatCents: 0,
      vat: [{ rate: 0, netCents: 26_000, vatCents: 0, grossCents: 26_000 }],
      reverseCharge: true,
    });
    expect(reverse.map((row) => row.kind)).toEqual([
      'items',
      'delivery',
      'net',
      'reverseCharge',
      'total',
    ]);
  });

  it('maps problem codes to messages', () => {
    expect(problemKey('PARTNER_SHOP_VAT_NUMBER_INVALID')).toBe('errors.vatNumberInvalid');
    expect(problemKey('ORDERS_OUT_OF_STOCK')).toBe('errors.outOfStock');
    expect(problemKey('SHIPPING_COUNTRY_NOT_SERVED')).toBe('errors.countryNotServed');
    expect(problemKey(null)).toBe('errors.failed');
  });

  it('keeps one idempotency key per unchanged attempt', () => {
    let n = 0;
    const attempt = new PartnerCheckoutAttempt(() => `k${++n}`);
    expect(attempt.keyFor({ vat: 'BE1' })).toBe('k1');
    expect(attempt.keyFor({ vat: 'BE1' })).toBe('k1');
    expect(attempt.keyFor({ vat: 'NL1' })).toBe('k2');
  });
});

const product = (
  name: string,
  collection: string,
  type: string,
  typeLabel: string,
  subtitle: string | null = null,
) => ({ name, subtitle, size: '50 ml', slug: name.toLowerCase(), collection, type, typeLabel });

describe('partner shop search and filters', () => {
  const products = [
    product('Crème Régénérante', 'gold', 'cream', 'Crème'),
    product('Epigenetic Shield Serum', 'black', 'serum', 'Sérum', 'Bouclier'),
    product('Probiotic Serum', 'blue', 'serum', 'Sérum'),
    product('Sun Cream SPF50', 'grey', 'sun', 'Soleil'),
  ];

  it('finds every word in name, subtitle or type, without caring for case or accents', () => {
    const names = (q: string) =>
      filterPartnerProducts(products, { ...noPartnerShopFilter, q }).map((p) => p.name);
    expect(names('')).toHaveLength(4);
    expect(names('creme')).toEqual(['Crème Régénérante']);
    expect(names('SÉRUM shield')).toEqual(['Epigenetic Shield Serum']);
    expect(names('bouclier')).toEqual(['Epigenetic Shield Serum']);
    expect(names('cream')).toEqual(['Sun Cream SPF50']);
    expect(names('nothing')).toEqual([]);
  });

  it('narrows to a line and a type, together with the search', () => {
    expect(
      filterPartnerProducts(products, { q: '', collection: 'blue', type: '' }).map((p) => p.name),
    ).toEqual(['Probiotic Serum']);
    expect(
      filterPartnerProducts(products, { q: '', collection: '', type: 'serum' }).map((p) => p.name),
    ).toEqual(['Epigenetic Shield Serum', 'Probiotic Serum']);
    expect(
      filterPartnerProducts(products, { q: 'probiotic', collection: 'black', type: '' }),
    ).toEqual([]);
  });

  it('offers each type once, by its label', () => {
    expect(partnerTypeOptions(products, 'fr')).toEqual([
      { value: 'cream', label: 'Crème' },
      { value: 'serum', label: 'Sérum' },
      { value: 'sun', label: 'Soleil' },
    ]);
  });
});

describe('the salon address as delivery address', () => {
  it('splits street, number and box', () => {
    expect(salonAddressParts('Meir 42')).toEqual({ street: 'Meir', houseNumber: '42', box: '' });
    expect(salonAddressParts('Rue de la Loi 16 bte 3')).toEqual({
      street: 'Rue de la Loi',
      houseNumber: '16',
      box: '3',
    });
    expect(salonAddressParts('Kasteelpleinstraat 18A')).toEqual({
      street: 'Kasteelpleinstraat',
      houseNumber: '18A',
      box: '',
    });
    expect(salonAddressParts('Marktplatz')).toEqual({
      street: 'Marktplatz',
      houseNumber: '',
      box: '',
    });
  });
});
