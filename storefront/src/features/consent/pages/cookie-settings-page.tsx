/** `/{locale}/cookie settings`: explains the cookies and (re)opens the settings dialog. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useConsent } from '../hooks/use-consent.ts';

export default function CookieSettingsPage() {
  const { t } = useTranslation('consent');
  const { consent, openSettings } = useConsent();

  useEffect(() => {
    openSettings();
  }, [openSettings]);

  return (
    <div className="container narrow">
      <ScreenHeader />
      <div className="prose">
        <h2>{t('page.necessaryTitle')}</h2>
        <p>{t('settings.necessary.text')}</p>
        <h2>{t('page.analyticsTitle')}</h2>
        <p>{t('settings.analytics.text')}</p>
        <p className="consent-status" aria-live="polite">
          {consent.status === 'decided'
            ? t(consent.analytics ? 'page.statusAllowed' : 'page.statusDeclined')
            : ''}
        </p>
      </div>
      <button type="button" className="button button-primary" onClick={openSettings}>
        {t('page.open')}
      </button>
    </div>
  );
}
