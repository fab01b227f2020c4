/** Cookie settings: necessary cookies always on, analytics optional. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/layout/modal-dialog.tsx';
import { useConsent } from '../hooks/use-consent.ts';

export function ConsentDialog() {
  const { t } = useTranslation('consent');
  const { consent, save, acceptAll, closeSettings } = useConsent();
  const [analytics, setAnalytics] = useState(consent.analytics);
  const titleId = useId();
  const necessaryId = useId();
  const analyticsId = useId();

  // Each opening starts from the stored choice.
  useEffect(() => {
    if (consent.settingsOpen) setAnalytics(consent.analytics);
  }, [consent.settingsOpen, consent.analytics]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(analytics);
  };

  return (
    <ModalDialog
      open={consent.settingsOpen}
      onClose={closeSettings}
      className="consent-dialog"
      labelledBy={titleId}
    >
      <form onSubmit={submit}>
        <h2 id={titleId}>{t('settings.title')}</h2>
        <p>{t('settings.intro')}</p>
        <div className="consent-option">
          <input
            id={necessaryId}
            type="checkbox"
            checked
            disabled
            aria-describedby={`${necessaryId}-text`}
          />
          <div>
            <label htmlFor={necessaryId}>{t('settings.necessary.label')}</label>
            <p id={`${necessaryId}-text`}>{t('settings.necessary.text')}</p>
          </div>
        </div>
        <div className="consent-option">
          <input
            id={analyticsId}
            type="checkbox"
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
            aria-describedby={`${analyticsId}-text`}
          />
          <div>
            <label htmlFor={analyticsId}>{t('settings.analytics.label')}</label>
            <p id={`${analyticsId}-text`}>{t('settings.analytics.text')}</p>
          </div>
        </div>
        <div className="consent-actions">
          <button type="button" className="button button-ghost" onClick={closeSettings}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="button button-secondary">
            {t('actions.save')}
          </button>
          <button type="button" className="button button-primary" onClick={acceptAll}>
            {t('actions.acceptAll')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
