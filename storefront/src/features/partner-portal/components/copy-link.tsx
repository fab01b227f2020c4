/** The salon's personal link with a copy button (the QR code beside it: link-qr.tsx). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation('partnerPortal');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="partner-link">
      <input
        className="partner-link-input"
        readOnly
        value={link}
        aria-label={t('dashboard.linkTitle')}
        data-testid="partner-link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void copy()}
        data-testid="partner-link-copy"
      >
        {t('dashboard.copy')}
      </button>
      <p className="meta-note" role="status">
        {state === 'copied'
          ? t('dashboard.copied')
          : state === 'failed'
            ? t('dashboard.copyFailed')
            : null}
      </p>
    </div>
  );
}
