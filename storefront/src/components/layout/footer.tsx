import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../route-link.tsx';

/** `newsletter`: the newsletter sign-up (features/newsletter), passed in by the site layout (shared code never imports features). */
export function Footer({ brandName, newsletter }: { brandName: string; newsletter?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="wordmark footer-wordmark">{brandName}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        {newsletter}
        <nav className="footer-links" aria-label={t('footer.shopNav')}>
          <h2 className="footer-title">{t('footer.shop')}</h2>
          <ul>
            <li>
              <RouteLink to="products">{t('nav.products')}</RouteLink>
            </li>
            <li>
              <RouteLink to="routines">{t('nav.routines')}</RouteLink>
            </li>
            <li>
              <RouteLink to="stores">{t('nav.stores')}</RouteLink>
            </li>
            <li>
              <RouteLink to="becomingPartner">{t('footer.partner')}</RouteLink>
            </li>
          </ul>
        </nav>
        <nav className="footer-links" aria-label={t('footer.serviceNav')}>
          <h2 className="footer-title">{t('footer.service')}</h2>
          <ul>
            <li>
              <RouteLink to="faq">{t('footer.faq')}</RouteLink>
            </li>
            <li>
              <RouteLink to="contact">{t('footer.contact')}</RouteLink>
            </li>
            <li>
              <RouteLink to="shipping">{t('footer.shipping')}</RouteLink>
            </li>
            <li>
              <RouteLink to="about">{t('nav.about')}</RouteLink>
            </li>
          </ul>
        </nav>
        <nav className="footer-links" aria-label={t('footer.legalNav')}>
          <h2 className="footer-title">{t('footer.legal')}</h2>
          <ul>
            <li>
              <RouteLink to="privacy">{t('footer.privacy')}</RouteLink>
            </li>
            <li>
              <RouteLink to="terms">{t('footer.terms')}</RouteLink>
            </li>
            <li>
              <RouteLink to="withdrawal" data-testid="footer-withdrawal">
                {t('footer.withdrawal')}
              </RouteLink>
            </li>
            <li>
              <RouteLink to="impressum">{t('footer.impressum')}</RouteLink>
            </li>
            <li>
              <RouteLink to="cookieSettings">{t('footer.cookieSettings')}</RouteLink>
            </li>
            <li>
              <RouteLink to="accessibility">{t('footer.accessibility')}</RouteLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { brand: brandName })}</p>
        <p>{t('footer.origin')}</p>
      </div>
    </footer>
  );
}
