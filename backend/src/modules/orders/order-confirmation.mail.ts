import { FOOTER, MONEY_LOCALES, type TemplateTexts } from '../mail/templates/shared.js';
import { defineMailTemplate } from '../mail/mail-template.js';
import { EXPECTED_DELIVERY_WORKING_DAYS } from '../cart/delivery-rates.js';
import type { OrderAddress } from './entities/order.entity.js';
import type { OrderPaidEvent } from './orders.events.js';

/** The data of the web shop's order confirmation. */
export interface OrderConfirmationMailData {
  firstName: string;
  number: string;
  orderId: string;
  /** In the order's position order. */
  lines: { name: string; quantity: number; lineTotalCents: number }[];
  itemsCents: number;
  /**
   * The promotions that took money off, as named at order time, VAT incl. (the lines are listed
   * before discount, like the invoice; these lines make the sum match the total). Absent in jobs
   * queued before promotions existed.
   */
  discounts?: { name: string; amountCents: number }[];
  deliveryCents: number;
  totalCents: number;
  vat: { rate: number; vatCents: number }[];
  address: OrderAddress;
  /** The customer's beautician, when the order names one. */
  specialist: string | null;
  deliveryDays: { min: number; max: number };
  /** A guest's order: the storefront page that keeps it in an account (signed, single-use link). */
  claimPath?: string | null;
}

/** The storefront's "keep your order in an account" page of a guest's claim link, per locale. */
const CLAIM_PATHS = {
  nl: 'bestelling-bewaren',
  en: 'keep-order',
  de: 'bestellung-behalten',
  fr: 'garder-commande',
} as const;

export const guestClaimPath = (locale: keyof typeof CLAIM_PATHS, token: string): string =>
  `/${locale}/${CLAIM_PATHS[locale]}/${encodeURIComponent(token)}`;

/** What every order confirmation shows, web shop and partner shop alike, from the paid order. */
export function orderConfirmationData(
  { order, lines }: OrderPaidEvent,
  firstName: string,
): OrderConfirmationMailData {
  return {
    firstName,
    number: order.number,
    orderId: order.id,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
    })),
    itemsCents: order.itemsCents,
    discounts: (order.discounts ?? [])
      .filter((discount) => discount.amountCents > 0)
      .map((discount) => ({ name: discount.name, amountCents: discount.amountCents })),
    deliveryCents: order.deliveryCents,
    totalCents: order.totalCents,
    vat: order.vat,
    address: order.deliveryAddress,
    specialist: order.specialistStoreName,
    deliveryDays: {
      min: order.deliveryMinDays ?? EXPECTED_DELIVERY_WORKING_DAYS.min,
      max: order.deliveryMaxDays ?? EXPECTED_DELIVERY_WORKING_DAYS.max,
    },
  };
}

/** To the customer once a web-shop order is paid: lines, totals with VAT, address, expected delivery. */
export const ORDER_CONFIRMATION_MAIL = defineMailTemplate<OrderConfirmationMailData>(
  'orders.confirmation',
  (data, ctx) => {
    // Defensive like every template: the data arrives as JSON from the queued job.
    const name = String(data.firstName ?? '');
    const number = String(data.number ?? '');
    const lines = Array.isArray(data.lines) ? data.lines : [];
    const vat = Array.isArray(data.vat) ? data.vat : [];
    const discounts = Array.isArray(data.discounts) ? data.discounts : [];
    const address: Partial<OrderAddress> = data.address ?? {};
    const days = data.deliveryDays ?? { min: 3, max: 4 };
    const specialist = data.specialist ? String(data.specialist) : null;
    const claimPath = typeof data.claimPath === 'string' ? data.claimPath : null;
    const path = claimPath ?? `/${ctx.locale}/account/orders/${String(data.orderId ?? '')}`;
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
    const lineTexts = lines.map(
      (line) => `${line.quantity} × ${line.name}: ${money(line.lineTotalCents)}`,
    );
    const texts = (t: {
      subject: string;
      hello: string;
      thanks: string;
      items: string;
      discount: string;
      delivery: string;
      free: string;
      vat: string;
      total: string;
      address: string;
      expected: string;
      specialist: string;
      invoice: string;
      action: string;
      guestInvite: string;
      guestAction: string;
    }): TemplateTexts => ({
      subject: t.subject,
      heading: `${t.hello} ${name}`.trim(),
      paragraphs: [
        t.thanks,
        ...lineTexts,
        `${t.items}: ${money(data.itemsCents)}`,
        ...discounts.map(
          (discount) =>
            `${t.discount} ${String(discount.name ?? '')}: −${money(discount.amountCents)}`,
        ),
        `${t.delivery}: ${Number(data.deliveryCents ?? 0) === 0 ? t.free : money(data.deliveryCents)}`,
        ...vat.map((v) => `${t.vat} ${v.rate}%: ${money(v.vatCents)}`),
        `${t.total}: ${money(data.totalCents)}`,
        `${t.address}: ${addressLine}`,
        t.expected,
        ...(specialist ? [`${t.specialist}: ${specialist}`] : []),
        t.invoice,
        ...(claimPath ? [t.guestInvite] : []),
      ],
      footer: FOOTER[ctx.locale](ctx.brandName),
      action: { label: claimPath ? t.guestAction : t.action, path },
    });
    return {
      nl: texts({
        subject: `Bevestiging van je bestelling ${number}`,
        hello: 'Dag',
        thanks: `Bedankt voor je bestelling ${number} bij ${ctx.brandName}. We hebben je betaling goed ontvangen.`,
        items: 'Producten',
        discount: 'Korting',
        delivery: 'Verzending',
        free: 'gratis',
        vat: 'Inbegrepen btw',
        total: 'Totaal incl. btw',
        address: 'Leveradres',
        expected: `Verwachte levering: binnen ${days.min} à ${days.max} werkdagen.`,
        specialist: 'Je schoonheidsspecialist',
        invoice: 'Je factuur zit als pdf bij deze e-mail; je vindt ze ook bij je bestelling.',
        action: 'Bekijk je bestelling',
        guestInvite:
          'Je bestelde als gast. Kies een wachtwoord via de knop hieronder en je bestelling staat in je eigen account; de link werkt één keer en 14 dagen lang.',
        guestAction: 'Account aanmaken en bestelling bewaren',
      }),
      en: texts({
        subject: `Your order ${number} is confirmed`,
        hello: 'Hello',
        thanks: `Thank you for your order ${number} at ${ctx.brandName}. We have received your payment.`,
        items: 'Products',
        discount: 'Discount',
        delivery: 'Delivery',
        free: 'free',
        vat: 'VAT included',
        total: 'Total incl. VAT',
        address: 'Delivery address',
        expected: `Expected delivery: within ${days.min} to ${days.max} working days.`,
        specialist: 'Your beautician',
        invoice:
          'Your invoice is attached to this e-mail as a PDF; you also find it with your order.',
        action: 'View your order',
        guestInvite:
          'You ordered as a guest. Choose a password with the button below to keep this order in your own account; the link works once, for 14 days.',
        guestAction: 'Create an account and keep the order',
      }),
      de: texts({
        subject: `Bestätigung Ihrer Bestellung ${number}`,
        hello: 'Hallo',
        thanks: `Vielen Dank für Ihre Bestellung ${number} bei ${ctx.brandName}. Wir haben Ihre Zahlung erhalten.`,
        items: 'Produkte',
        discount: 'Rabatt',
        delivery: 'Versand',
        free: 'kostenlos',
        vat: 'Enthaltene MwSt.',
        total: 'Gesamt inkl. MwSt.',
        address: 'Lieferadresse',
        expected: `Voraussichtliche Lieferung: innerhalb von ${days.min} bis ${days.max} Werktagen.`,
        specialist: 'Ihre Kosmetikerin',
        invoice:
          'Ihre Rechnung ist dieser E-Mail als PDF beigefügt; Sie finden sie auch bei Ihrer Bestellung.',
        action: 'Bestellung ansehen',
        guestInvite:
          'Sie haben als Gast bestellt. Wählen Sie über die Schaltfläche unten ein Passwort, um diese Bestellung in Ihrem eigenen Konto zu behalten; der Link gilt einmal und 14 Tage lang.',
        guestAction: 'Konto anlegen und Bestellung behalten',
      }),
      fr: texts({
        subject: `Confirmation de votre commande ${number}`,
        hello: 'Bonjour',
        thanks: `Merci pour votre commande ${number} chez ${ctx.brandName}. Nous avons bien reçu votre paiement.`,
        items: 'Produits',
        discount: 'Remise',
        delivery: 'Livraison',
        free: 'gratuite',
        vat: 'TVA incluse',
        total: 'Total TVA comprise',
        address: 'Adresse de livraison',
        expected: `Livraison prévue : sous ${days.min} à ${days.max} jours ouvrables.`,
        specialist: 'Votre esthéticienne',
        invoice:
          'Votre facture est jointe à cet e-mail en PDF ; vous la trouvez aussi avec votre commande.',
        action: 'Voir votre commande',
        guestInvite:
          'Vous avez commandé en tant qu’invité. Choisissez un mot de passe avec le bouton ci-dessous pour garder cette commande dans votre propre compte ; le lien fonctionne une fois, pendant 14 jours.',
        guestAction: 'Créer un compte et garder la commande',
      }),
    };
  },
);
