// @vitest-environment jsdom
// The cart totals name the VAT of the delivery country (One-Stop Shop), write decimal rates in the
// page's language and say "no VAT" for an export outside the EU.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import type { Locale } from '../../../lib/routes.ts';
import type { CartResponse } from '../../../lib/shop-api.ts';
import { CartTotals } from './cart-totals.tsx';

function cartFor(
  country: string,
  rate: number,
  regime: 'domestic' | 'oss' | 'export',
): CartResponse {
  const vatCents = regime === 'export' ? 0 : Math.round(6_050 - (6_050 * 100) / (100 + rate));
  return {
    items: [],
    discounts: [],
    coupon: null,
    count: 1,
    delivery: {
      country,
      zone: regime === 'export' ? 'europe' : 'eu',
      served: true,
      costCents: regime === 'export' ? 1_995 : 1_295,
      freeFromCents: null,
      minWorkingDays: 4,
      maxWorkingDays: 6,
      estimatedFrom: '2026-12-02',
      estimatedTo: '2026-12-04',
    },
    totals: {
      itemsCents: 6_050,
      discountCents: 0,
      deliveryCents: regime === 'export' ? 1_995 : 0,
      netCents: 6_050 - vatCents,
      vatCents,
      totalCents: 6_050,
      vat: [{ rate, netCents: 6_050 - vatCents, vatCents, grossCents: 6_050 }],
      vatCountry: country,
      vatRegime: regime,
    },
    currency: 'EUR',
  };
}

function show(cart: CartResponse, locale: Locale) {
  render(
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={i18nForLocale(serverI18n, locale)}>
        <CartTotals cart={cart} />
      </I18nextProvider>
    </LocaleContext.Provider>,
  );
  return screen.getByTestId('cart-totals').textContent ?? '';
}

describe('cart totals and VAT by destination', () => {
  afterEach(cleanup);

  it('Belgium: the Belgian rate, no country named', () => {
    const text = show(cartFor('BE', 21, 'domestic'), 'en');
    expect(text).toContain('Including VAT 21%');
    expect(text).not.toContain('(Belgium)');
  });

  it('another member state under OSS: its rate and its name, decimals in the page language', () => {
    expect(show(cartFor('DE', 19, 'oss'), 'en')).toContain('Including VAT 19% (Germany)');
    cleanup();
    expect(show(cartFor('FI', 25.5, 'oss'), 'nl')).toContain('Waarvan btw 25,5% (Finland)');
  });

  it('outside the EU: no VAT (export)', () => {
    const text = show(cartFor('CH', 0, 'export'), 'fr');
    expect(text).toContain('Pas de TVA (exportation hors UE)');
    expect(screen.getByTestId('vat-export')).toBeTruthy();
  });

  it('outside the EU: the shipping zone’s cost and the expected delivery dates', () => {
    const text = show(cartFor('CH', 0, 'export'), 'de');
    expect(screen.getByTestId('delivery-cost').textContent).toMatch(/19,95/);
    expect(screen.getByTestId('delivery-window').textContent).toBe(
      'Voraussichtliche Lieferung zwischen 2. Dezember 2026 und 4. Dezember 2026 (4 bis 6 Werktage).',
    );
    expect(text).not.toContain('Calculated');
  });

  it('a country no zone serves: said so, no cost, no date', () => {
    const cart = cartFor('BR', 0, 'export');
    cart.delivery = {
      ...cart.delivery,
      zone: null,
      served: false,
      costCents: null,
      minWorkingDays: null,
      maxWorkingDays: null,
      estimatedFrom: null,
      estimatedTo: null,
    };
    cart.totals = { ...cart.totals, deliveryCents: null };
    show(cart, 'nl');
    expect(screen.getByTestId('delivery-cost').textContent).toBe('We leveren niet naar BR');
    expect(screen.queryByTestId('delivery-window')).toBeNull();
  });
});
