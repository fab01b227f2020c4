/**
 * The notice next to a shop button (SPEC §4, §8): added, already in the cart with its count,
 * not in stock, or the login notice with a link that comes back to this page.
 */
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link.tsx';
import { SignInOptions } from './sign-in-options.tsx';
import type { CartNotice } from '../lib/shop-api.ts';
import './shop-ui.css';

export type ShopNotice =
  | CartNotice
  /** Adding to the cart signed out: login, register or continue as a guest. */
  | { readonly kind: 'signInRequired'; readonly offerGuest: true }
  | { readonly kind: 'favouriteAdded' }
  | { readonly kind: 'favouriteRemoved' };

export function ShopNoticeText({
  notice,
  id,
  productName,
}: {
  notice: ShopNotice | null;
  id?: string;
  productName: string;
}) {
  const { t } = useTranslation();
  const text = (() => {
    switch (notice?.kind) {
      case undefined:
        return null;
      case 'signInRequired':
        return <SignInOptions offerGuest={'offerGuest' in notice} />;
      case 'added':
        return (
          <>
            {t('shop.added', { name: productName })}{' '}
            <RouteLink to="cartSummary">{t('shop.toCart')}</RouteLink>
          </>
        );
      case 'alreadyInCart':
        return (
          <>
            {t('shop.alreadyInCart', { name: productName, count: notice.count })}{' '}
            <RouteLink to="cartSummary">{t('shop.toCart')}</RouteLink>
          </>
        );
      case 'outOfStock':
        return notice.available
          ? t('shop.onlyAvailable', { count: notice.available })
          : t('shop.outOfStock', { name: productName });
      case 'favouriteAdded':
        return (
          <>
            {t('shop.favouriteAdded', { name: productName })}{' '}
            <RouteLink to="favourites">{t('shop.toFavourites')}</RouteLink>
          </>
        );
      case 'favouriteRemoved':
        return t('shop.favouriteRemoved', { name: productName });
      case 'failed':
        return t('dataState.failed');
    }
  })();
  return (
    <p id={id} className="sign-in-notice shop-notice" role="status" data-notice={notice?.kind}>
      {text}
    </p>
  );
}
