/** The same screen in the other languages (route words translated, params and query kept). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale-context.tsx';
import { useAlternateLinks } from '../../lib/route-hooks.ts';
import { locales } from '../../lib/routes.ts';
import { writePreferredLocale } from '../../lib/storage.ts';

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLocale();
  const links = useAlternateLinks();
  return (
    <nav className={`language-switcher ${className}`} aria-label={t('header.languageSwitcher')}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              to={links[locale]}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              aria-label={t(`languages.${locale}.name`)}
              onClick={() => writePreferredLocale(locale)}
            >
              {t(`languages.${locale}.short`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
