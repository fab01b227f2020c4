/** `/lp/{slug}`: a campaign page with its own, reduced layout and no locale prefix. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../components/route-link.tsx';
import { ConsentBanner } from '../../features/consent/components/consent-banner.tsx';
import { ConsentDialog } from '../../features/consent/components/consent-dialog.tsx';
import type { Locale } from '../../lib/routes.ts';
import { useBrandName } from '../../lib/site.tsx';
import { LocaleProvider } from '../locale-provider.tsx';
import { PageHead } from '../page-head.tsx';
import { DemoPaymentsBanner } from '../../components/layout/demo-payments-banner.tsx';

function LandingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brandName = useBrandName();
  return (
    <div className="site landing">
      <PageHead />
      <DemoPaymentsBanner />
      <header className="landing-header">
        <RouteLink
          to="home"
          className="wordmark"
          aria-label={t('header.home', { brand: brandName })}
        >
          {brandName}
        </RouteLink>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <footer className="landing-footer">
        <ul>
          <li>
            <RouteLink to="privacy">{t('footer.privacy')}</RouteLink>
          </li>
          <li>
            <RouteLink to="impressum">{t('footer.impressum')}</RouteLink>
          </li>
          <li>
            <RouteLink to="cookieSettings">{t('footer.cookieSettings')}</RouteLink>
          </li>
        </ul>
      </footer>
      <ConsentBanner />
      <ConsentDialog />
    </div>
  );
}

export function LandingLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleProvider locale={locale}>
      <LandingFrame>{children}</LandingFrame>
    </LocaleProvider>
  );
}
