import type { MailTemplate } from '../mail-template.js';
import { escapeHtml, renderLayout } from './layout.js';
import { FORM_TEMPLATES } from './forms.js';
import { NEWSLETTER_TEMPLATES } from './newsletter.js';

export * from './shared.js';
import {
  FOOTER,
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
  'auth.password-reset': (data, ctx) => {
    const name = String(data.firstName ?? '');
    const minutes = Number(data.minutes ?? 60);
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Je wachtwoord opnieuw instellen bij ${ctx.brandName}`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          'We kregen een aanvraag om het wachtwoord van je account opnieuw in te stellen.',
          `Kies via de knop een nieuw wachtwoord. De link werkt één keer en blijft ${minutes} minuten geldig.`,
          'Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Nieuw wachtwoord kiezen', path },
      },
      en: {
        subject: `Reset your ${ctx.brandName} password`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          'We received a request to reset the password of your account.',
          `Use the button to choose a new password. The link works once and stays valid for ${minutes} minutes.`,
          'Did not ask for this? You can ignore this e-mail: your password stays as it is.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Choose a new password', path },
      },
      de: {
        subject: `Ihr ${ctx.brandName}-Passwort zurücksetzen`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
          `Wählen Sie über die Schaltfläche ein neues Passwort. Der Link funktioniert einmal und ist ${minutes} Minuten gültig.`,
          'Sie haben das nicht angefordert? Dann können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Neues Passwort wählen', path },
      },
      fr: {
        subject: `Réinitialiser votre mot de passe ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
          `Choisissez un nouveau mot de passe avec le bouton. Le lien ne fonctionne qu'une fois et reste valable ${minutes} minutes.`,
          "Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement cet e-mail : votre mot de passe reste inchangé.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Choisir un nouveau mot de passe', path },
      },
    };
  },
  'system.test': (data, ctx) => {
    const name = String(data.name ?? '');
    return {
      nl: {
        subject: `Testbericht van ${ctx.brandName}`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: ['Dit is een testbericht. Als je dit leest, werkt de verzending van e-mails.'],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Naar de winkel', path: '/nl' },
      },
      en: {
        subject: `Test message from ${ctx.brandName}`,
        heading: `Hello ${name}`.trim(),
        paragraphs: ['This is a test message. If you are reading it, mail delivery works.'],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Visit the shop', path: '/en' },
      },
      de: {
        subject: `Testnachricht von ${ctx.brandName}`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          'Dies ist eine Testnachricht. Wenn Sie sie lesen, funktioniert der E-Mail-Versand.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Zum Shop', path: '/de' },
      },
      fr: {
        subject: `Message de test de ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          "Ceci est un message de test. Si vous le lisez, l'envoi des e-mails fonctionne.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Visiter la boutique', path: '/fr' },
      },
    };
  },
  ...FORM_TEMPLATES,
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
