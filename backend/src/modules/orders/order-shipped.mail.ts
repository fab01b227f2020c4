import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, MONEY_LOCALES, perLocale, type MailLocale } from '../mail/templates/shared.js';

/** The data of the "your order is on its way" mail. */
export interface OrderShippedMailData {
  firstName: string;
  number: string;
  orderId: string;
  /** When the parcel left (ISO 8601). */
  shippedAt: string;
  /** The carrier's name (empty for another carrier without one). */
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
}

const T: Record<
  MailLocale,
  {
    subject: (n: string) => string;
    hello: string;
    left: (n: string, day: string) => string;
    carrier: string;
    tracking: string;
    follow: string;
    order: string;
    action: string;
  }
> = {
  nl: {
    subject: (n) => `Je bestelling ${n} is onderweg`,
    hello: 'Dag',
    left: (n, day) => `Goed nieuws: je bestelling ${n} is op ${day} vertrokken.`,
    carrier: 'Vervoerder',
    tracking: 'Trackingnummer',
    follow: 'Volg je pakket',
    order: 'Je bestelling',
    action: 'Volg je pakket',
  },
  en: {
    subject: (n) => `Your order ${n} is on its way`,
    hello: 'Hello',
    left: (n, day) => `Good news: your order ${n} left our warehouse on ${day}.`,
    carrier: 'Carrier',
    tracking: 'Tracking number',
    follow: 'Track your parcel',
    order: 'Your order',
    action: 'Track your parcel',
  },
  de: {
    subject: (n) => `Ihre Bestellung ${n} ist unterwegs`,
    hello: 'Hallo',
    left: (n, day) => `Gute Nachricht: Ihre Bestellung ${n} wurde am ${day} verschickt.`,
    carrier: 'Versanddienstleister',
    tracking: 'Sendungsnummer',
    follow: 'Sendung verfolgen',
    order: 'Ihre Bestellung',
    action: 'Sendung verfolgen',
  },
  fr: {
    subject: (n) => `Votre commande ${n} est en route`,
    hello: 'Bonjour',
    left: (n, day) => `Bonne nouvelle : votre commande ${n} est partie le ${day}.`,
    carrier: 'Transporteur',
    tracking: 'Numéro de suivi',
    follow: 'Suivre votre colis',
    order: 'Votre commande',
    action: 'Suivre votre colis',
  },
};

/** To the customer when the order is marked shipped: carrier, tracking number and the tracking link. */
export const ORDER_SHIPPED_MAIL = defineMailTemplate<OrderShippedMailData>(
  'orders.shipped',
  (data, ctx) => {
    // Defensive like every template: the data arrives as JSON from the queued job.
    const number = String(data.number ?? '');
    const carrier = String(data.carrierName ?? '');
    const trackingUrl = String(data.trackingUrl ?? '');
    const orderId = encodeURIComponent(String(data.orderId ?? ''));
    return perLocale((l) => {
      const t = T[l];
      const day = new Intl.DateTimeFormat(MONEY_LOCALES[l], {
        timeZone: 'Europe/Brussels',
        dateStyle: 'long',
      }).format(new Date(String(data.shippedAt ?? new Date().toISOString())));
      return {
        subject: `${t.subject(number)} – ${ctx.brandName}`,
        heading: `${t.hello} ${String(data.firstName ?? '')}`.trim(),
        paragraphs: [
          t.left(number, day),
          ...(carrier ? [`${t.carrier}: ${carrier}`] : []),
          `${t.tracking}: ${String(data.trackingNumber ?? '')}`,
          `${t.follow}: ${trackingUrl}`,
          `${t.order}: ${new URL(`/${l}/account/orders/${orderId}`, ctx.publicUrl).toString()}`,
        ],
        footer: FOOTER[l](ctx.brandName),
        action: { label: t.action, path: trackingUrl },
      };
    });
  },
);
