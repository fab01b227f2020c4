/**
 * The personal link's QR code. The SVG comes from our own API with the bearer token, so it is
 * shown through an object URL in an <img> (never inserted as markup), which also serves the
 * "download" link.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPartnerLinkQrQuery } from '../api/partner-portal-api.ts';

export function LinkQr({ code }: { code: string }) {
  const { t } = useTranslation('partnerPortal');
  const qr = useGetPartnerLinkQrQuery();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!qr.data) return undefined;
    const objectUrl = URL.createObjectURL(new Blob([qr.data], { type: 'image/svg+xml' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [qr.data]);
  if (qr.isError) return <p className="meta-note">{t('dashboard.qrFailed')}</p>;
  if (!url) return <div className="partner-qr partner-qr-pending" aria-hidden="true" />;
  return (
    <figure className="partner-qr" data-testid="partner-qr">
      <img src={url} alt={t('dashboard.qrAlt')} width={160} height={160} />
      <figcaption>
        <a
          href={url}
          download={`salon-${code}-qr.svg`}
          className="text-link"
          data-testid="partner-qr-download"
        >
          {t('dashboard.qrDownload')}
        </a>
      </figcaption>
    </figure>
  );
}
