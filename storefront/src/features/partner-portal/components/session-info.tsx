/** A training's live session: date and place, when it has one. */
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';

export function SessionInfo({ at, location }: { at: string | null; location: string | null }) {
  const { t } = useTranslation('partnerPortal');
  const locale = useLocale();
  if (!at && !location) return null;
  const when = at
    ? new Intl.DateTimeFormat(intlLocale(locale), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Brussels',
      }).format(new Date(at))
    : null;
  return (
    <dl className="training-session" data-testid="training-session">
      {when ? (
        <div>
          <dt>{t('trainings.session')}</dt>
          <dd>
            <time dateTime={at!}>{when}</time>
          </dd>
        </div>
      ) : null}
      {location ? (
        <div>
          <dt>{t('trainings.location')}</dt>
          <dd>{location}</dd>
        </div>
      ) : null}
    </dl>
  );
}
