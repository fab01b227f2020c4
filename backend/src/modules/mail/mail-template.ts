import type { MailLocale, TemplateContext, TemplateTexts } from './templates/shared.js';

/**
 * A mail template owned by the feature that sends it: a stable name (it travels in the queued job)
 * and the texts in every locale, built from the template's own typed data. The mail module only
 * queues, renders into the brand's layout and delivers; the owner registers its templates with
 * MailService when its module starts (in the API and in the worker alike).
 */
export interface MailTemplate<D extends object> {
  readonly name: string;
  readonly texts: (data: D, ctx: TemplateContext) => Record<MailLocale, TemplateTexts>;
}

/** Declares a feature's mail template; `D` is the data its producer must give. */
export function defineMailTemplate<D extends object>(
  name: string,
  texts: (data: D, ctx: TemplateContext) => Record<MailLocale, TemplateTexts>,
): MailTemplate<D> {
  return { name, texts };
}
