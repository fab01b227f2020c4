import type { Locale } from '../../../common/i18n/locale.js';

/** Types and texts shared by every mail template (each feature keeps its own templates, see mail-template.ts). */

/** A mail is written in one of the shop's languages. */
export type MailLocale = Locale;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateContext {
  brandName: string;
  publicUrl: string;
  locale: MailLocale;
}

export interface TemplateTexts {
  subject: string;
  heading: string;
  paragraphs: string[];
  footer: string;
  action?: { label: string; path: string };
}

export const MONEY_LOCALES: Record<MailLocale, string> = {
  nl: 'nl-BE',
  en: 'en-IE',
  de: 'de-DE',
  fr: 'fr-BE',
};

export const FOOTER: Record<MailLocale, (brand: string) => string> = {
  nl: (b) => `${b} · Professionele epigenetische huidverzorging uit België`,
  en: (b) => `${b} · Professional epigenetic skincare from Belgium`,
  de: (b) => `${b} · Professionelle epigenetische Hautpflege aus Belgien`,
  fr: (b) => `${b} · Soins épigénétiques professionnels de Belgique`,
};

/** Texts built once per locale by the same function. */
export function perLocale(
  build: (locale: MailLocale) => TemplateTexts,
): Record<MailLocale, TemplateTexts> {
  return { nl: build('nl'), en: build('en'), de: build('de'), fr: build('fr') };
}
