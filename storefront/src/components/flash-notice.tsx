/**
 * A one-time notice brought along by the navigation (`lib/notice.ts`), e.g. "your session has
 * ended, please sign in again" on login. Shown only after hydration: the server cannot see the
 * browser's history state, and a reload keeps it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { noticeOf, type NoticeKey } from '../lib/notice.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { CheckIcon, CloseIcon } from './icons.tsx';

const tone: Record<NoticeKey, 'success' | 'info'> = {
  sessionEnded: 'info',
  signedOut: 'success',
  welcome: 'success',
  passwordReset: 'success',
  accountDeleted: 'success',
};

export function FlashNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const notice = hydrated ? noticeOf(location.state) : null;
  if (!notice || dismissed === location.key) return null;
  return (
    <div className="container flash">
      <div className={`notice notice-${tone[notice.key]}`} role="status" data-notice={notice.key}>
        {tone[notice.key] === 'success' ? <CheckIcon /> : null}
        <p>{t(`notices.${notice.key}`, { name: notice.values?.name ?? '' })}</p>
        <button
          type="button"
          className="icon-button notice-close"
          aria-label={t('notices.dismiss')}
          onClick={() => setDismissed(location.key)}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
