import { defineMailTemplate } from '../mail/mail-template.js';
import { escapeHtml, renderLayout } from '../mail/templates/layout.js';
import {
  FOOTER,
  type MailLocale,
  type RenderedMail,
  type TemplateContext,
} from '../mail/templates/shared.js';

/** Mails of the newsletter: the double opt-in confirmation and the campaigns. */

/** Storefront landing pages of the newsletter links (storefront/src/lib/routes.ts: newsletterConfirm, newsletterUnsubscribe). */
export const NEWSLETTER_PATHS: Record<MailLocale, { confirm: string; unsubscribe: string }> = {
  nl: { confirm: 'nieuwsbrief/bevestigen', unsubscribe: 'nieuwsbrief/uitschrijven' },
  en: { confirm: 'newsletter/confirm', unsubscribe: 'newsletter/unsubscribe' },
  de: { confirm: 'newsletter/bestaetigen', unsubscribe: 'newsletter/abmelden' },
  fr: { confirm: 'newsletter/confirmer', unsubscribe: 'newsletter/desabonner' },
};

export function newsletterConfirmPath(locale: MailLocale, token: string): string {
  return `/${locale}/${NEWSLETTER_PATHS[locale].confirm}/${encodeURIComponent(token)}`;
}

export function newsletterUnsubscribePath(locale: MailLocale, token: string): string {
  return `/${locale}/${NEWSLETTER_PATHS[locale].unsubscribe}/${encodeURIComponent(token)}`;
}

const UNSUBSCRIBE_LABEL: Record<MailLocale, string> = {
  nl: 'Uitschrijven voor de nieuwsbrief',
  en: 'Unsubscribe from the newsletter',
  de: 'Vom Newsletter abmelden',
  fr: 'Se désabonner de la newsletter',
};

const FEATURED_LABELS: Record<
  MailLocale,
  { products: string; article: string; view: string; read: string }
> = {
  nl: {
    products: 'In de kijker',
    article: 'Uit het magazine',
    view: 'Bekijk',
    read: 'Lees het artikel',
  },
  en: {
    products: 'Featured',
    article: 'From the magazine',
    view: 'View',
    read: 'Read the article',
  },
  de: { products: 'Im Fokus', article: 'Aus dem Magazin', view: 'Ansehen', read: 'Artikel lesen' },
  fr: { products: 'À la une', article: 'Du magazine', view: 'Voir', read: "Lire l'article" },
};

/** The data of the double opt-in mail. */
export interface NewsletterConfirmMailData {
  /** The storefront confirmation page with the token. */
  path: string;
  /** How long the token stays valid. */
  hours: number;
}

/** The double opt-in mail: a link to confirm the subscription. */
export const NEWSLETTER_CONFIRM_MAIL = defineMailTemplate<NewsletterConfirmMailData>(
  'newsletter.confirm',
  (data, ctx) => {
    const path = String(data.path ?? '/');
    const hours = Number(data.hours ?? 48);
    return {
      nl: {
        subject: `Bevestig je inschrijving voor de nieuwsbrief van ${ctx.brandName}`,
        heading: 'Bijna ingeschreven',
        paragraphs: [
          `Bedankt voor je interesse in de nieuwsbrief van ${ctx.brandName}.`,
          `Bevestig je inschrijving met de knop. De link werkt één keer en blijft ${hours} uur geldig.`,
          'Heb je je niet ingeschreven? Dan mag je deze e-mail negeren: zonder bevestiging ontvang je niets.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Inschrijving bevestigen', path },
      },
      en: {
        subject: `Confirm your subscription to the ${ctx.brandName} newsletter`,
        heading: 'Almost subscribed',
        paragraphs: [
          `Thank you for your interest in the ${ctx.brandName} newsletter.`,
          `Confirm your subscription with the button. The link works once and stays valid for ${hours} hours.`,
          'Did not subscribe? You can ignore this e-mail: without confirmation you will receive nothing.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Confirm subscription', path },
      },
      de: {
        subject: `Bestätigen Sie Ihre Anmeldung zum ${ctx.brandName}-Newsletter`,
        heading: 'Fast angemeldet',
        paragraphs: [
          `Vielen Dank für Ihr Interesse am Newsletter von ${ctx.brandName}.`,
          `Bestätigen Sie Ihre Anmeldung über die Schaltfläche. Der Link funktioniert einmal und ist ${hours} Stunden gültig.`,
          'Sie haben sich nicht angemeldet? Dann können Sie diese E-Mail ignorieren: ohne Bestätigung erhalten Sie nichts.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Anmeldung bestätigen', path },
      },
      fr: {
        subject: `Confirmez votre inscription à la newsletter ${ctx.brandName}`,
        heading: 'Presque inscrit',
        paragraphs: [
          `Merci de votre intérêt pour la newsletter de ${ctx.brandName}.`,
          `Confirmez votre inscription avec le bouton. Le lien ne fonctionne qu'une fois et reste valable ${hours} heures.`,
          'Vous ne vous êtes pas inscrit ? Ignorez simplement cet e-mail : sans confirmation, vous ne recevrez rien.',
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: "Confirmer l'inscription", path },
      },
    };
  },
);

export interface CampaignMailInput {
  subject: string;
  /** Already sanitised rich text. */
  bodyHtml: string;
  products: { name: string; path: string; price?: string | null; imageUrl?: string | null }[];
  article?: { title: string; path: string; excerpt?: string | null } | null;
  /** Storefront path of the unsubscribe page with the subscriber's token. */
  unsubscribePath: string;
}

/** Plain text of sanitised rich text (tags dropped, block ends as line breaks, entities decoded). */
function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '• ')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Renders a campaign mail in the brand's layout with its featured items and the subscriber's unsubscribe link. */
export function renderCampaignMail(
  input: CampaignMailInput,
  ctx: TemplateContext,
): RenderedMail & { unsubscribeUrl: string } {
  const labels = FEATURED_LABELS[ctx.locale];
  const url = (path: string) => new URL(path, ctx.publicUrl).toString();
  const unsubscribeUrl = url(input.unsubscribePath);
  const blocks: string[] = [`<div style="margin:0 0 16px">${input.bodyHtml}</div>`];
  const textParts: string[] = [htmlToText(input.bodyHtml), ''];
  if (input.products.length > 0) {
    blocks.push(
      `<h2 style="font:400 18px/1.3 Georgia,'Times New Roman',serif;color:#1b1b1f;margin:24px 0 8px">${escapeHtml(labels.products)}</h2>`,
    );
    blocks.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${input.products
        .map(
          (p) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #e6dfd3">${p.imageUrl ? `<img src="${escapeHtml(url(p.imageUrl))}" alt="" width="64" height="64" style="float:left;margin:0 12px 0 0;border:0">` : ''}<a href="${escapeHtml(url(p.path))}" style="color:#1b1b1f;font-weight:600">${escapeHtml(p.name)}</a>${p.price ? `<br><span style="color:#7a7670">${escapeHtml(p.price)}</span>` : ''}</td></tr>`,
        )
        .join('')}</table>`,
    );
    textParts.push(
      `${labels.products}:`,
      ...input.products.map((p) => `- ${p.name}${p.price ? ` (${p.price})` : ''}: ${url(p.path)}`),
      '',
    );
  }
  if (input.article) {
    blocks.push(
      `<h2 style="font:400 18px/1.3 Georgia,'Times New Roman',serif;color:#1b1b1f;margin:24px 0 8px">${escapeHtml(labels.article)}</h2>`,
    );
    blocks.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(url(input.article.path))}" style="color:#1b1b1f;font-weight:600">${escapeHtml(input.article.title)}</a>${input.article.excerpt ? `<br>${escapeHtml(input.article.excerpt)}` : ''}</p>`,
    );
    textParts.push(
      `${labels.article}: ${input.article.title}`,
      `${labels.read}: ${url(input.article.path)}`,
      '',
    );
  }
  const footer = FOOTER[ctx.locale](ctx.brandName);
  const html = renderLayout({
    brandName: ctx.brandName,
    locale: ctx.locale,
    preheader: htmlToText(input.bodyHtml).slice(0, 140) || input.subject,
    heading: input.subject,
    bodyHtml: blocks.join(''),
    footer,
    unsubscribe: { label: UNSUBSCRIBE_LABEL[ctx.locale], url: unsubscribeUrl },
  });
  const text = [
    input.subject,
    '',
    ...textParts,
    '--',
    footer,
    `${UNSUBSCRIBE_LABEL[ctx.locale]}: ${unsubscribeUrl}`,
  ].join('\n');
  return { subject: input.subject, html, text, unsubscribeUrl };
}
