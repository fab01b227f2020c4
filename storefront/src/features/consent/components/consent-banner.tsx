/** Asks for cookie consent until a choice is stored. Shown only in the browser, after hydration. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent, useRestoreConsent } from '../hooks/use-consent.ts';

export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const { consent, acceptAll, necessaryOnly, openSettings } = useConsent();
  const titleId = useId();
  useRestoreConsent(consent.status);
  if (consent.status !== 'undecided' || consent.settingsOpen) return null;
  return (
    <section className="consent-banner" role="region" aria-labelledby={titleId}>
      <div className="consent-text">
        <h2 id={titleId}>{t('banner.title')}</h2>
        <p>{t('banner.text')}</p>
      </div>
      <div className="consent-actions">
        <button type="button" className="button button-ghost" onClick={openSettings}>
          {t('actions.settings')}
        </button>
        <button type="button" className="button button-secondary" onClick={necessaryOnly}>
          {t('actions.necessaryOnly')}
        </button>
        <button type="button" className="button button-primary" onClick={acceptAll}>
          {t('actions.acceptAll')}
        </button>
      </div>
    </section>
  );
}
