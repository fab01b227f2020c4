// @vitest-environment jsdom
// Review stars on product cards: nothing without approved reviews; the average in the page's
// number format with the count, and a translated sentence for screen readers.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { serverI18n } from '../app/i18n-server.ts';
import { i18nForLocale } from '../lib/i18n.ts';
import { LocaleContext } from '../lib/locale-context.tsx';
import type { Locale } from '../lib/routes.ts';
import { RatingStars, starFills, type Rating } from './rating-stars.tsx';

function show(rating: Rating | null, locale: Locale) {
  return render(
    <I18nextProvider i18n={i18nForLocale(serverI18n, locale)}>
      <LocaleContext.Provider value={locale}>
        <RatingStars rating={rating} />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('RatingStars', () => {
  it('shows nothing while a product has no approved reviews', () => {
    const { container } = show(null, 'en');
    expect(container.innerHTML).toBe('');
    cleanup();
    expect(show({ average: 0, count: 0 }, 'en').container.innerHTML).toBe('');
  });

  it('shows the average with one decimal and the count, in the page language', () => {
    show({ average: 4.5, count: 3 }, 'en');
    expect(screen.getByTestId('product-rating').textContent).toContain('4.5 (3)');
    expect(screen.getByText('Rated 4.5 out of 5 from 3 reviews')).toBeTruthy();
    cleanup();
    show({ average: 4, count: 1 }, 'nl');
    expect(screen.getByTestId('product-rating').textContent).toContain('4,0 (1)');
    expect(screen.getByText('Beoordeeld met 4,0 op 5 uit 1 review')).toBeTruthy();
    cleanup();
    show({ average: 3.7, count: 12 }, 'fr');
    expect(screen.getByText('Noté 3,7 sur 5 pour 12 avis')).toBeTruthy();
    cleanup();
    show({ average: 3.7, count: 12 }, 'de');
    expect(screen.getByText('Mit 3,7 von 5 bewertet (12 Bewertungen)')).toBeTruthy();
  });

  it('fills the stars in proportion to the average', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3.7)).toEqual([1, 1, 1, 0.7, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
  });
});
