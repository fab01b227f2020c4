/** The country select's options: EU member states, then the other countries, each sorted by name in the page's language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { euCountries, otherCountries, type CountryCode } from '../../lib/countries.ts';
import { useLocale } from '../../lib/locale-context.tsx';
import { useGetShippableCountriesQuery } from '../../lib/shop-api.ts';
import type { SelectOptionGroup } from './fields.tsx';

/** `extra`: a stored country outside the list (set elsewhere), kept selectable under its code. */
export function useCountryGroups(extra?: string): SelectOptionGroup[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    const options = (codes: readonly CountryCode[]): { value: string; label: string }[] =>
      codes
        .map((code) => ({ value: code, label: t(`countries.${code}`) }))
        .sort((a, b) => collator.compare(a.label, b.label));
    const others = options(otherCountries);
    if (extra && ![...euCountries, ...otherCountries].includes(extra as CountryCode))
      others.push({ value: extra, label: extra });
    return [
      { label: t('countryGroups.eu'), options: options(euCountries) },
      { label: t('countryGroups.other'), options: others },
    ];
  }, [t, locale, extra]);
}

/**
 * The country select of a delivery address: only the countries a shipping zone serves (the API's
 * list; the server refuses any other), EU member states first. Until the list has arrived, the
 * shop's usual countries. `extra`: the address's stored country, kept selectable.
 */
export function useShippingCountryGroups(extra?: string): SelectOptionGroup[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useGetShippableCountriesQuery();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    const served: string[] = data
      ? data.countries.map((c) => c.country)
      : [...euCountries, ...otherCountries];
    if (extra && !served.includes(extra)) served.push(extra);
    const options = (codes: string[]) =>
      codes
        .map((code) => ({ value: code, label: t(`countries.${code}`, { defaultValue: code }) }))
        .sort((a, b) => collator.compare(a.label, b.label));
    const eu = served.filter((code) => (euCountries as readonly string[]).includes(code));
    const others = served.filter((code) => !(euCountries as readonly string[]).includes(code));
    return [
      { label: t('countryGroups.eu'), options: options(eu) },
      ...(others.length ? [{ label: t('countryGroups.other'), options: options(others) }] : []),
    ];
  }, [t, locale, extra, data]);
}
