import type { MailTemplate } from '../mail-template.js';
import { isLocale } from '../../../common/i18n/locale.js';
import { escapeHtml, renderLayout } from './layout.js';

export * from './shared.js';
import { type MailLocale, type RenderedMail, type TemplateContext } from './shared.js';

/**
 * Renders a feature's template (see mail-template.ts) with its data in a locale (nl when the
 * locale is unknown) into subject, HTML in the brand's layout and plain text.
 */
export function renderTemplate<D extends object>(
  template: MailTemplate<D>,
  locale: string,
  data: D,
  base: Omit<TemplateContext, 'locale'>,
): RenderedMail {
  const lang: MailLocale = isLocale(locale) ? locale : 'nl';
  const texts = template.texts(data, { ...base, locale: lang })[lang];
  const actionUrl = texts.action
    ? new URL(texts.action.path, base.publicUrl).toString()
    : undefined;
  const html = renderLayout({
    brandName: base.brandName,
    locale: lang,
    preheader: texts.paragraphs[0] ?? texts.heading,
    heading: texts.heading,
    bodyHtml: texts.paragraphs
      .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
      .join(''),
    footer: texts.footer,
    action: texts.action && actionUrl ? { label: texts.action.label, url: actionUrl } : undefined,
  });
  const text = [
    texts.heading,
    '',
    ...texts.paragraphs.flatMap((p) => [p, '']),
    ...(texts.action && actionUrl ? [`${texts.action.label}: ${actionUrl}`, ''] : []),
    '--',
    texts.footer,
  ].join('\n');
  return { subject: texts.subject, html, text };
}
