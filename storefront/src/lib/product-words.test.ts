import { describe, expect, it } from 'vitest';
import { serverI18n } from '../app/i18n-server.ts';
import { i18nForLocale } from './i18n.ts';
import { countedSize, countryTo, sizeText } from './product-words.ts';
import type { Locale } from './routes.ts';

const t = (locale: Locale) => i18nForLocale(serverI18n, locale).t;

describe('product sizes counted in pieces', () => {
  it('recognises pieces and leaves measures alone', () => {
    expect(countedSize('3 products')).toEqual({ count: 3, unit: 'products' });
    expect(countedSize('60 tablets')).toEqual({ count: 60, unit: 'tablets' });
    expect(countedSize('1 Capsule')).toEqual({ count: 1, unit: 'capsules' });
    expect(countedSize('50 ml')).toBeNull();
    expect(countedSize('3 x 10 ml')).toBeNull();
  });

  it('says them with each locale’s plural', () => {
    expect(sizeText(t('nl'), '3 products')).toBe('3 producten');
    expect(sizeText(t('nl'), '1 product')).toBe('1 product');
    expect(sizeText(t('de'), '60 tablets')).toBe('60 Tabletten');
    expect(sizeText(t('de'), '1 tablets')).toBe('1 Tablette');
    expect(sizeText(t('fr'), '3 products')).toBe('3 produits');
    expect(sizeText(t('fr'), '60 tablets')).toBe('60 comprimés');
    expect(sizeText(t('fr'), '1 tablet')).toBe('1 comprimé');
    expect(sizeText(t('fr'), '1000000 tablets')).toBe('1000000 tablets'); // not a size we count
    expect(sizeText(t('en'), '3 products')).toBe('3 products');
    expect(sizeText(t('fr'), '50 ml')).toBe('50 ml');
  });
});

describe('delivery to a country', () => {
  it('uses the preposition and article each country takes', () => {
    expect(countryTo(t('fr'), 'BE')).toBe('en Belgique');
    expect(countryTo(t('fr'), 'LU')).toBe('au Luxembourg');
    expect(countryTo(t('fr'), 'NL')).toBe('aux Pays-Bas');
    expect(countryTo(t('fr'), 'MC')).toBe('à Monaco');
    expect(countryTo(t('de'), 'BE')).toBe('nach Belgien');
    expect(countryTo(t('de'), 'NL')).toBe('in die Niederlande');
    expect(countryTo(t('de'), 'CH')).toBe('in die Schweiz');
    expect(countryTo(t('nl'), 'BE')).toBe('naar België');
    expect(countryTo(t('nl'), 'US')).toBe('naar de Verenigde Staten');
    expect(countryTo(t('en'), 'NL')).toBe('to the Netherlands');
    expect(countryTo(t('en'), 'DE')).toBe('to Germany');
  });

  it('has a phrase for every country of the French list, and a neutral one for a new country', () => {
    const fr = t('fr');
    for (const code of Object.keys(fr('countries', { returnObjects: true }) as object))
      expect(countryTo(fr, code)).toMatch(/^(en|au|aux|à) /);
    expect(countryTo(fr, 'BR')).toBe('– BR');
    expect(countryTo(t('de'), 'BR')).toBe('nach BR');
  });
});
