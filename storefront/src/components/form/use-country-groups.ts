/** The country select's options: EU member states, then the other countries, each sorted by name in the page's language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { euCountries, otherCountries, type CountryCode } from '../../lib/countries.ts';
import { useLocale } from '../../lib/locale-context.tsx';
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
