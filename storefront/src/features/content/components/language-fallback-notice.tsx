/**
 * A fixed page whose version in the visitor's language is not published is answered in Dutch (the
 * API's `languageFallback`): a visible notice says so, in the visitor's language, above the Dutch
 * text, and the text is marked `lang="nl"` for screen readers.
 */
import { useTranslation } from 'react-i18next';

export function LanguageFallbackNotice({ fallback }: { fallback: boolean }) {
  const { t } = useTranslation('content');
  if (!fallback) return null;
  return (
    <div
      className="notice language-fallback-notice"
      role="note"
      data-testid="language-fallback-notice"
    >
      <p>{t('page.fallbackNotice')}</p>
    </div>
  );
}
