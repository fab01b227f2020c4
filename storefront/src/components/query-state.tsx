/**
 * What a screen shows while its data loads or when it could not be loaded (SPEC §8: "a problem
 * has occurred, please try again later", with a retry button).
 */
import { useTranslation } from 'react-i18next';
import './shop-ui.css';

export function Loading({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`data-loading ${className}`} role="status">
      <span className="data-loading-dot" aria-hidden="true" />
      {t('dataState.loading')}
    </p>
  );
}

export function LoadFailed({
  onRetry,
  retrying = false,
  className = '',
}: {
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`load-failed ${className}`} role="alert" data-state="load-failed">
      <p>{t('dataState.failed')}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {t('dataState.retry')}
      </button>
    </div>
  );
}
