/** The site frame of every `/{locale}` screen: header, breadcrumbs, footer, cookie consent. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { FlashNotice } from '../../components/flash-notice.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { Header } from '../../components/layout/header.tsx';
import { ShopActionsProvider } from '../../components/shop-actions-provider.tsx';
import { ConsentBanner } from '../../features/consent/components/consent-banner.tsx';
import { ConsentDialog } from '../../features/consent/components/consent-dialog.tsx';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import type { Locale } from '../../lib/routes.ts';
import { useBrandName } from '../../lib/site.tsx';
import { LocaleProvider } from '../locale-provider.tsx';
import { PageHead } from '../page-head.tsx';
import { DemoPaymentsBanner } from '../../components/layout/demo-payments-banner.tsx';

/** After client navigation, focus moves to the main content so screen readers announce the new page. */
function useFocusMainAfterNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brandName = useBrandName();
  const main = useFocusMainAfterNavigation();
  return (
    <div className="site">
      <PageHead />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <DemoPaymentsBanner />
      <Header brandName={brandName} />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Breadcrumbs />
        <FlashNotice />
        {children}
      </main>
      <Footer brandName={brandName} newsletter={<NewsletterForm />} />
      <ConsentBanner />
      <ConsentDialog />
    </div>
  );
}

export function SiteLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleProvider locale={locale} remember>
      <ShopActionsProvider>
        <SiteFrame>{children}</SiteFrame>
      </ShopActionsProvider>
    </LocaleProvider>
  );
}
