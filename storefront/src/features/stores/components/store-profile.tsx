/** A salon's profile in the locator: opening hours (today highlighted after hydration), treatments and languages. */
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  formatRanges,
  hasOpeningHours,
  todayIn,
  weekdayName,
  weekdays,
  type OpeningHours,
} from '../../../lib/opening-hours.ts';
import type { Locale } from '../../../lib/routes.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

function languageNames(codes: readonly string[], locale: Locale): string {
  try {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' });
    const list = codes.map((code) => names.of(code) ?? code);
    return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(list);
  } catch {
    return codes.join(', ');
  }
}

export function StoreProfile({
  openingHours,
  services,
  languages,
}: {
  openingHours: OpeningHours | null;
  services: readonly string[];
  languages: readonly string[];
}) {
  const { t } = useTranslation('stores');
  const locale = useLocale();
  // "Today" depends on the clock: only marked in the browser, so the server's HTML hydrates as is.
  const hydrated = useHydrated();
  const today = hydrated ? todayIn() : null;
  return (
    <>
      {hasOpeningHours(openingHours) ? (
        <details className="store-hours" data-testid="store-hours">
          <summary>
            {t('hours.title')}
            {today && openingHours[today] !== undefined ? (
              <span className="store-hours-today">
                {': '}
                {formatRanges(openingHours[today]!) ?? t('hours.closed')}
              </span>
            ) : null}
          </summary>
          <table>
            <tbody>
              {weekdays
                .filter((day) => openingHours[day] !== undefined)
                .map((day) => (
                  <tr
                    key={day}
                    className={day === today ? 'is-today' : undefined}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <th scope="row">
                      {weekdayName(day, locale)}
                      {day === today ? (
                        <span className="sr-only"> ({t('hours.today')})</span>
                      ) : null}
                    </th>
                    <td>{formatRanges(openingHours[day]!) ?? t('hours.closed')}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {services.length > 0 ? (
        <p className="store-services">
          <span className="store-label">{t('services')}: </span>
          {services.join(' · ')}
        </p>
      ) : null}
      {languages.length > 0 ? (
        <p className="store-languages">
          <span className="store-label">{t('languages')}: </span>
          {languageNames(languages, locale)}
        </p>
      ) : null}
    </>
  );
}
