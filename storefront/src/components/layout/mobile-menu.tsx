/** The navigation drawer for small screens: a modal dialog, usable with the keyboard. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { CloseIcon, MenuIcon } from '../icons.tsx';
import { RouteLink } from '../route-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNavList } from './main-nav.tsx';
import { ModalDialog } from './modal-dialog.tsx';

export function MobileMenu({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const signedOut = useSession().status === 'signedOut';
  const titleId = useId();
  const dialogId = useId();

  // Following a link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        className="icon-button menu-button"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-label={t('header.openMenu')}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        className="drawer"
        labelledBy={titleId}
        id={dialogId}
      >
        <div className="drawer-head">
          <p id={titleId} className="drawer-title">
            {brandName}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.closeMenu')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('header.mainNav')}>
          <MainNavList variant="drawer" />
        </nav>
        <ul className="drawer-secondary">
          <li>
            {signedOut ? (
              <RouteLink to="login" data-session="signed-out">
                {t('header.signIn')}
              </RouteLink>
            ) : (
              <RouteLink to="accountOverview" data-session="unknown-or-signed-in">
                {t('header.account')}
              </RouteLink>
            )}
          </li>
          <li>
            <RouteLink to="favourites">{t('header.favourites')}</RouteLink>
          </li>
          <li>
            <RouteLink to="faq">{t('footer.faq')}</RouteLink>
          </li>
          <li>
            <RouteLink to="contact">{t('footer.contact')}</RouteLink>
          </li>
        </ul>
        <LanguageSwitcher className="drawer-languages" />
      </ModalDialog>
    </>
  );
}
