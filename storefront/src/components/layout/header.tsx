import { useTranslation } from 'react-i18next';
import { formatPrice, freeDeliveryFromCents } from '../../lib/format.ts';
import { useLocale } from '../../lib/locale-context.tsx';
import { useCartCount } from '../../lib/use-shop-session.ts';
import { BagIcon, HeartIcon } from '../icons.tsx';
import { RouteLink } from '../route-link.tsx';
import { AccountLink } from './account-link.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNavList } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PartnerAreaLink } from './partner-area-link.tsx';

export function Header({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The cart's count, shared by every screen through the `Cart` tag; 0 when signed out.
  const cartCount = useCartCount();
  return (
    <header className="site-header">
      <p className="announcement">
        {t('header.announcement', { amount: formatPrice(freeDeliveryFromCents, locale) })}
      </p>
      <div className="header-bar container">
        <div className="header-start">
          {/* The visible switcher comes first in the document; the drawer's copy is hidden until opened. */}
          <LanguageSwitcher className="header-languages" />
          <MobileMenu brandName={brandName} />
        </div>
        <RouteLink
          to="home"
          className="wordmark"
          aria-label={t('header.home', { brand: brandName })}
        >
          {brandName}
        </RouteLink>
        <div className="header-end">
          <HeaderSearch />
          <PartnerAreaLink />
          <AccountLink />
          <RouteLink
            to="favourites"
            className="icon-button header-favourites"
            aria-label={t('header.favourites')}
          >
            <HeartIcon />
          </RouteLink>
          <RouteLink
            to="cartSummary"
            className="icon-button cart-link"
            aria-label={t('header.cart', { count: cartCount })}
          >
            <BagIcon />
            <span
              className="cart-badge"
              aria-hidden="true"
              data-testid="cart-count"
              data-count={cartCount}
            >
              {cartCount}
            </span>
          </RouteLink>
        </div>
      </div>
      <nav className="main-nav" aria-label={t('header.mainNav')}>
        <div className="container">
          <MainNavList variant="bar" />
        </div>
      </nav>
    </header>
  );
}
