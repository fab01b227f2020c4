import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, type MailLocale } from '../mail/templates/shared.js';

/** Storefront pages of the alert links (storefront/src/lib/routes.ts: stockAlertConfirm, stockAlertWithdraw). */
export const STOCK_ALERT_PATHS: Record<MailLocale, { confirm: string; withdraw: string }> = {
  nl: { confirm: 'terug-op-voorraad/bevestigen', withdraw: 'terug-op-voorraad/afmelden' },
  en: { confirm: 'back-in-stock/confirm', withdraw: 'back-in-stock/withdraw' },
  de: { confirm: 'wieder-verfuegbar/bestaetigen', withdraw: 'wieder-verfuegbar/abmelden' },
  fr: { confirm: 'retour-en-stock/confirmer', withdraw: 'retour-en-stock/desinscrire' },
};

/** The product page word per locale (storefront route `product`). */
const PRODUCT_WORD: Record<MailLocale, string> = {
  nl: 'product',
  en: 'product',
  de: 'produkt',
  fr: 'produit',
};

export function stockAlertConfirmPath(locale: MailLocale, token: string): string {
  return `/${locale}/${STOCK_ALERT_PATHS[locale].confirm}/${encodeURIComponent(token)}`;
}

export function stockAlertWithdrawPath(locale: MailLocale, token: string): string {
  return `/${locale}/${STOCK_ALERT_PATHS[locale].withdraw}/${encodeURIComponent(token)}`;
}

export function productPath(locale: MailLocale, slug: string): string {
  return `/${locale}/${PRODUCT_WORD[locale]}/${encodeURIComponent(slug)}`;
}

export interface StockAlertConfirmMailData {
  productName: string;
  /** The storefront confirmation page with the token. */
  path: string;
}

/** Double opt-in of a guest's "mail me when it is back". */
export const STOCK_ALERT_CONFIRM_MAIL = defineMailTemplate<StockAlertConfirmMailData>(
  'stock-alerts.confirm',
  (data, ctx) => {
    const product = String(data.productName ?? '');
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Bevestig je melding voor ${product}`,
        heading: 'Bijna klaar',
        paragraphs: [
          `Je vroeg een e-mail zodra ${product} terug op voorraad is.`,
          'Bevestig dat met de knop. Heb je dit niet gevraagd? Negeer deze e-mail dan: zonder bevestiging ontvang je niets.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Melding bevestigen', path },
      },
      en: {
        subject: `Confirm your alert for ${product}`,
        heading: 'Almost done',
        paragraphs: [
          `You asked for an e-mail as soon as ${product} is back in stock.`,
          'Confirm it with the button. Did not ask for this? Ignore this e-mail: without confirmation you will receive nothing.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Confirm alert', path },
      },
      de: {
        subject: `Bestätigen Sie Ihre Benachrichtigung für ${product}`,
        heading: 'Fast fertig',
        paragraphs: [
          `Sie möchten eine E-Mail, sobald ${product} wieder verfügbar ist.`,
          'Bestätigen Sie dies über die Schaltfläche. Sie haben das nicht angefragt? Dann ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Benachrichtigung bestätigen', path },
      },
      fr: {
        subject: `Confirmez votre alerte pour ${product}`,
        heading: 'Presque terminé',
        paragraphs: [
          `Vous avez demandé un e-mail dès que ${product} sera de retour en stock.`,
          "Confirmez-le avec le bouton. Vous n'avez rien demandé ? Ignorez cet e-mail : sans confirmation, vous ne recevrez rien.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: "Confirmer l'alerte", path },
      },
    };
  },
);

export interface BackInStockMailData {
  productName: string;
  /** The product page. */
  path: string;
}

/** The product is back: sent once per request. */
export const BACK_IN_STOCK_MAIL = defineMailTemplate<BackInStockMailData>(
  'stock-alerts.back-in-stock',
  (data, ctx) => {
    const product = String(data.productName ?? '');
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `${product} is terug op voorraad`,
        heading: 'Goed nieuws',
        paragraphs: [
          `${product} is terug op voorraad bij ${ctx.brandName}.`,
          'We sturen je deze e-mail één keer, zoals je vroeg.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Bekijk het product', path },
      },
      en: {
        subject: `${product} is back in stock`,
        heading: 'Good news',
        paragraphs: [
          `${product} is back in stock at ${ctx.brandName}.`,
          'We send you this e-mail once, as you asked.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'View the product', path },
      },
      de: {
        subject: `${product} ist wieder verfügbar`,
        heading: 'Gute Nachrichten',
        paragraphs: [
          `${product} ist bei ${ctx.brandName} wieder verfügbar.`,
          'Wir senden Ihnen diese E-Mail einmal, wie gewünscht.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Produkt ansehen', path },
      },
      fr: {
        subject: `${product} est de retour en stock`,
        heading: 'Bonne nouvelle',
        paragraphs: [
          `${product} est de retour en stock chez ${ctx.brandName}.`,
          'Nous vous envoyons cet e-mail une seule fois, comme demandé.',
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Voir le produit', path },
      },
    };
  },
);
