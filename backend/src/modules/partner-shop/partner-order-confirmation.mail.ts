import { defineMailTemplate } from '../mail/mail-template.js';
import {
  FOOTER,
  MONEY_LOCALES,
  type MailLocale,
  type TemplateTexts,
} from '../mail/templates/shared.js';
import type { OrderAddress } from '../orders/entities/order.entity.js';
import type { OrderConfirmationMailData } from '../orders/order-confirmation.mail.js';

/** The data of the partner shop's order confirmation (a salon's B2B order). */
export interface PartnerOrderConfirmationMailData extends OrderConfirmationMailData {
  companyName: string | null;
  vatNumber: string | null;
  reverseCharge: boolean;
  netCents: number;
  vatCents: number;
}

const s = (value: unknown): string => String(value ?? '').trim();

/** The storefront's partner order page per language (storefront/src/lib/routes.ts: partnerOrder). */
const ORDER_PATHS: Record<MailLocale, string> = {
  nl: 'partner/bestellingen',
  en: 'partner/orders',
  de: 'partner/bestellungen',
  fr: 'partenaire/commandes',
};

interface Texts {
  subject: string;
  hello: string;
  thanks: string;
  company: string;
  vatNumber: string;
  exVat: string;
  items: string;
  delivery: string;
  free: string;
  net: string;
  vat: string;
  reverseCharge: string;
  total: string;
  address: string;
  action: string;
}

/** To the salon once its B2B order is paid: ex-VAT lines, and the reverse-charge mention where it applies. */
export const PARTNER_ORDER_CONFIRMATION_MAIL = defineMailTemplate<PartnerOrderConfirmationMailData>(
  'partner-shop.confirmation',
  (data, ctx) => {
    // Defensive like every template: the data arrives as JSON from the queued job.
    const number = s(data.number);
    const lines = Array.isArray(data.lines) ? data.lines : [];
    const vat = Array.isArray(data.vat) ? data.vat : [];
    const address: Partial<OrderAddress> = data.address ?? {};
    const reverseCharge = data.reverseCharge === true;
    const money = (cents: number | string | null | undefined) =>
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
    const texts = (t: Texts): TemplateTexts => ({
      subject: t.subject,
      heading: `${t.hello} ${s(data.companyName)}`.trim(),
      paragraphs: [
        t.thanks,
        `${t.company}: ${s(data.companyName)} · ${t.vatNumber}: ${s(data.vatNumber)}`,
        ...lines.map(
          (line) => `${line.quantity} × ${line.name}: ${money(line.lineTotalCents)} ${t.exVat}`,
        ),
        `${t.items}: ${money(data.itemsCents)} ${t.exVat}`,
        `${t.delivery}: ${Number(data.deliveryCents ?? 0) === 0 ? t.free : `${money(data.deliveryCents)} ${t.exVat}`}`,
        `${t.net}: ${money(data.netCents)}`,
        ...(reverseCharge
          ? [t.reverseCharge]
          : vat
              .filter((v) => v.vatCents > 0)
              .map((v) => `${t.vat} ${v.rate}%: ${money(v.vatCents)}`)),
        `${t.total}: ${money(data.totalCents)}`,
        `${t.address}: ${addressLine}`,
      ],
      footer: FOOTER[ctx.locale](ctx.brandName),
      action: {
        label: t.action,
        path: `/${ctx.locale}/${ORDER_PATHS[ctx.locale]}/${s(data.number)}`,
      },
    });
    const all: Record<MailLocale, Texts> = {
      nl: {
        subject: `Bevestiging van je partnerbestelling ${number}`,
        hello: 'Dag',
        thanks: `Bedankt voor je partnerbestelling ${number} bij ${ctx.brandName}. We hebben je betaling goed ontvangen.`,
        company: 'Bedrijf',
        vatNumber: 'Btw-nummer',
        exVat: 'excl. btw',
        items: 'Producten',
        delivery: 'Verzending',
        free: 'gratis',
        net: 'Totaal excl. btw',
        vat: 'Btw',
        reverseCharge: 'Btw verlegd (art. 196 Richtlijn 2006/112/EG)',
        total: 'Te betalen',
        address: 'Leveradres',
        action: 'Bekijk je bestelling',
      },
      en: {
        subject: `Your partner order ${number} is confirmed`,
        hello: 'Hello',
        thanks: `Thank you for your partner order ${number} at ${ctx.brandName}. We have received your payment.`,
        company: 'Company',
        vatNumber: 'VAT number',
        exVat: 'excl. VAT',
        items: 'Products',
        delivery: 'Delivery',
        free: 'free',
        net: 'Total excl. VAT',
        vat: 'VAT',
        reverseCharge: 'VAT reverse charged (art. 196 Directive 2006/112/EC)',
        total: 'Amount paid',
        address: 'Delivery address',
        action: 'View your order',
      },
      de: {
        subject: `Bestätigung Ihrer Partnerbestellung ${number}`,
        hello: 'Hallo',
        thanks: `Vielen Dank für Ihre Partnerbestellung ${number} bei ${ctx.brandName}. Wir haben Ihre Zahlung erhalten.`,
        company: 'Firma',
        vatNumber: 'USt-IdNr.',
        exVat: 'zzgl. MwSt.',
        items: 'Produkte',
        delivery: 'Versand',
        free: 'kostenlos',
        net: 'Summe ohne MwSt.',
        vat: 'MwSt.',
        reverseCharge:
          'Steuerschuldnerschaft des Leistungsempfängers (Art. 196 Richtlinie 2006/112/EG)',
        total: 'Bezahlt',
        address: 'Lieferadresse',
        action: 'Bestellung ansehen',
      },
      fr: {
        subject: `Confirmation de votre commande partenaire ${number}`,
        hello: 'Bonjour',
        thanks: `Merci pour votre commande partenaire ${number} chez ${ctx.brandName}. Nous avons bien reçu votre paiement.`,
        company: 'Société',
        vatNumber: 'Numéro de TVA',
        exVat: 'HTVA',
        items: 'Produits',
        delivery: 'Livraison',
        free: 'gratuite',
        net: 'Total HTVA',
        vat: 'TVA',
        reverseCharge: 'Autoliquidation de la TVA (art. 196 Directive 2006/112/CE)',
        total: 'Montant payé',
        address: 'Adresse de livraison',
        action: 'Voir votre commande',
      },
    };
    return { nl: texts(all.nl), en: texts(all.en), de: texts(all.de), fr: texts(all.fr) };
  },
);
