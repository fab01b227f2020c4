import { describe, expect, it } from 'vitest';
import {
  ORDER_CONFIRMATION_MAIL,
  type OrderConfirmationMailData,
} from './order-confirmation.mail.js';

const data: OrderConfirmationMailData = {
  firstName: 'Lotte',
  number: 'VY-2026-000042',
  orderId: 'order-1',
  lines: [
    { name: 'Blue Calming Night Lotion', quantity: 2, lineTotalCents: 9000 },
    { name: 'Black Epigenetic Shield Serum', quantity: 1, lineTotalCents: 12500 },
  ],
  itemsCents: 21500,
  discounts: [{ name: 'Lente', amountCents: 2150 }],
  deliveryCents: 0,
  totalCents: 19350,
  vat: [{ rate: 21, vatCents: 3358 }],
  address: {
    firstName: 'Lotte',
    lastName: 'Peeters',
    street: 'Meir',
    houseNumber: '1',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
  } as OrderConfirmationMailData['address'],
  specialist: null,
  deliveryDays: { min: 2, max: 3 },
};
/** Intl writes narrow and no-break spaces around the euro sign. */
const plain = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');
const ctx = { brandName: 'Vyrelle', publicUrl: 'https://shop.example' };

describe('the order confirmation mail', () => {
  it('lists each promotion that took money off, so lines, discount and delivery add up to the total', () => {
    const paragraphs = ORDER_CONFIRMATION_MAIL.texts(data, {
      ...ctx,
      locale: 'nl',
    }).nl.paragraphs.map(plain);
    const items = paragraphs.indexOf('Producten: € 215,00');
    expect(items).toBeGreaterThan(0);
    expect(paragraphs[items + 1]).toBe('Korting Lente: −€ 21,50');
    expect(paragraphs[items + 2]).toBe('Verzending: gratis');
    expect(paragraphs).toContain('Totaal incl. btw: € 193,50');
  });

  it('names the discount in every language', () => {
    const expected = {
      nl: 'Korting Lente: −€ 21,50',
      en: 'Discount Lente: −€21.50',
      de: 'Rabatt Lente: −21,50 €',
      fr: 'Remise Lente: −21,50 €',
    } as const;
    for (const locale of ['nl', 'en', 'de', 'fr'] as const) {
      const texts = ORDER_CONFIRMATION_MAIL.texts(data, { ...ctx, locale })[locale];
      expect(texts.paragraphs.map(plain)).toContain(expected[locale]);
    }
  });

  it('has no discount line for an order without promotions, or a job queued before they existed', () => {
    const { discounts: _omitted, ...older } = data;
    for (const input of [{ ...data, discounts: [] }, older]) {
      const texts = ORDER_CONFIRMATION_MAIL.texts(input, { ...ctx, locale: 'en' }).en;
      expect(texts.paragraphs.some((p) => p.startsWith('Discount'))).toBe(false);
    }
  });
});
