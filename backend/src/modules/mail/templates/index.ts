import type { MailTemplate } from '../mail-template.js';
import { escapeHtml, renderLayout } from './layout.js';
import { NEWSLETTER_TEMPLATES } from './newsletter.js';

export * from './shared.js';
import {
  MAIL_LOCALES,
  type MailLocale,
  type RenderedMail,
  type TemplateContext,
  type TemplateDefinition,
  type TemplateTexts,
} from './shared.js';

/**
 * Templates by name, each with its texts in every locale. Feature templates live in their own
 * file beside this one (`<feature>.ts` exporting a `Record<string, TemplateDefinition>`) and are
 * spread in at the end of this object.
 */
const TEMPLATES: Record<string, TemplateDefinition> = {
  ...NEWSLETTER_TEMPLATES,
};

export function isMailLocale(value: string): value is MailLocale {
  return (MAIL_LOCALES as readonly string[]).includes(value);
}

export function hasTemplate(name: string): boolean {
  return name in TEMPLATES;
}

/** Renders a template in a locale (nl when the locale is unknown) into subject, HTML and plain text. */
export function renderMail(
  template: string,
  locale: string,
  data: Record<string, unknown>,
  base: Omit<TemplateContext, 'locale'>,
): RenderedMail {
  const definition = TEMPLATES[template];
  if (!definition) throw new Error(`Unknown mail template "${template}"`);
  return renderTexts((ctx) => definition(data, ctx), locale, base);
}

/** Renders a feature's typed template (see mail-template.ts) with its data, like renderMail. */
export function renderTemplate<D extends object>(
  template: MailTemplate<D>,
  locale: string,
  data: D,
  base: Omit<TemplateContext, 'locale'>,
): RenderedMail {
  return renderTexts((ctx) => template.texts(data, ctx), locale, base);
}

function renderTexts(
  build: (ctx: TemplateContext) => Record<MailLocale, TemplateTexts>,
  locale: string,
  base: Omit<TemplateContext, 'locale'>,
): RenderedMail {
  const lang: MailLocale = isMailLocale(locale) ? locale : 'nl';
  const texts = build({ ...base, locale: lang })[lang];
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
