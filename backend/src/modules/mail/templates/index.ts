import { isLocale } from '../../../common/i18n/locale.js';
import { escapeHtml, renderLayout } from './layout.js';
import { FORM_TEMPLATES } from './forms.js';
import { NEWSLETTER_TEMPLATES } from './newsletter.js';
import { REVIEW_TEMPLATES } from './reviews.js';
import { PARTNER_SHOP_TEMPLATES } from './partner-shop.js';

export * from './shared.js';
import {
  FOOTER,
  MONEY_LOCALES,
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
  'orders.confirmation': (data, ctx) => {
    const name = String(data.firstName ?? '');
    const number = String(data.number ?? '');
    const lines = Array.isArray(data.lines)
      ? (data.lines as { name: string; quantity: number; lineTotalCents: number }[])
      : [];
    const vat = Array.isArray(data.vat) ? (data.vat as { rate: number; vatCents: number }[]) : [];
    const address = (data.address ?? {}) as Record<string, string | null>;
    const days = (data.deliveryDays ?? { min: 3, max: 4 }) as { min: number; max: number };
    const specialist = data.specialist ? String(data.specialist) : null;
    const path = `/${ctx.locale}/account/orders/${String(data.orderId ?? '')}`;
    const money = (cents: unknown) =>
      new Intl.NumberFormat(MONEY_LOCALES[ctx.locale], {
        style: 'currency',
        currency: 'EUR',
      }).format(Number(cents ?? 0) / 100);
    const street = [address.street, address.houseNumber, address.box].filter(Boolean).join(' ');
    const addressLine = [
      [address.firstName, address.lastName].filter(Boolean).join(' '),
      address.company,
      street,
      [address.postalCode, address.city].filter(Boolean).join(' '),
      address.country,
    ]
      .filter(Boolean)
      .join(', ');
    const lineTexts = lines.map(
      (line) => `${line.quantity} × ${line.name}: ${money(line.lineTotalCents)}`,
    );
    const texts = (t: {
      subject: string;
      hello: string;
      thanks: string;
      items: string;
      delivery: string;
      free: string;
      vat: string;
      total: string;
      address: string;
      expected: string;
      specialist: string;
      action: string;
    }): TemplateTexts => ({
      subject: t.subject,
      heading: `${t.hello} ${name}`.trim(),
      paragraphs: [
        t.thanks,
        ...lineTexts,
        `${t.items}: ${money(data.itemsCents)}`,
        `${t.delivery}: ${Number(data.deliveryCents ?? 0) === 0 ? t.free : money(data.deliveryCents)}`,
        ...vat.map((v) => `${t.vat} ${v.rate}%: ${money(v.vatCents)}`),
        `${t.total}: ${money(data.totalCents)}`,
        `${t.address}: ${addressLine}`,
        t.expected,
        ...(specialist ? [`${t.specialist}: ${specialist}`] : []),
      ],
      footer: FOOTER[ctx.locale](ctx.brandName),
      action: { label: t.action, path },
    });
    return {
      nl: texts({
        subject: `Bevestiging van je bestelling ${number}`,
        hello: 'Dag',
        thanks: `Bedankt voor je bestelling ${number} bij ${ctx.brandName}. We hebben je betaling goed ontvangen.`,
        items: 'Producten',
        delivery: 'Verzending',
        free: 'gratis',
        vat: 'Inbegrepen btw',
        total: 'Totaal incl. btw',
        address: 'Leveradres',
        expected: `Verwachte levering: binnen ${days.min} à ${days.max} werkdagen.`,
        specialist: 'Je schoonheidsspecialist',
        action: 'Bekijk je bestelling',
      }),
      en: texts({
        subject: `Your order ${number} is confirmed`,
        hello: 'Hello',
        thanks: `Thank you for your order ${number} at ${ctx.brandName}. We have received your payment.`,
        items: 'Products',
        delivery: 'Delivery',
        free: 'free',
        vat: 'VAT included',
        total: 'Total incl. VAT',
        address: 'Delivery address',
        expected: `Expected delivery: within ${days.min} to ${days.max} working days.`,
        specialist: 'Your beautician',
        action: 'View your order',
      }),
      de: texts({
        subject: `Bestätigung Ihrer Bestellung ${number}`,
        hello: 'Hallo',
        thanks: `Vielen Dank für Ihre Bestellung ${number} bei ${ctx.brandName}. Wir haben Ihre Zahlung erhalten.`,
        items: 'Produkte',
        delivery: 'Versand',
        free: 'kostenlos',
        vat: 'Enthaltene MwSt.',
        total: 'Gesamt inkl. MwSt.',
        address: 'Lieferadresse',
        expected: `Voraussichtliche Lieferung: innerhalb von ${days.min} bis ${days.max} Werktagen.`,
        specialist: 'Ihre Kosmetikerin',
        action: 'Bestellung ansehen',
      }),
      fr: texts({
        subject: `Confirmation de votre commande ${number}`,
        hello: 'Bonjour',
        thanks: `Merci pour votre commande ${number} chez ${ctx.brandName}. Nous avons bien reçu votre paiement.`,
        items: 'Produits',
        delivery: 'Livraison',
        free: 'gratuite',
        vat: 'TVA incluse',
        total: 'Total TVA comprise',
        address: 'Adresse de livraison',
        expected: `Livraison prévue : sous ${days.min} à ${days.max} jours ouvrables.`,
        specialist: 'Votre esthéticienne',
        action: 'Voir votre commande',
      }),
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
  ...REVIEW_TEMPLATES,
  ...PARTNER_SHOP_TEMPLATES,
};

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
  const lang: MailLocale = isLocale(locale) ? locale : 'nl';
  const texts = definition(data, { ...base, locale: lang })[lang];
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
