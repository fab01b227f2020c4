import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, MONEY_LOCALES, perLocale, type MailLocale } from '../mail/templates/shared.js';

/** The data of the withdrawal confirmation (the durable-medium receipt of Art. 11a(3) CRD). */
export interface WithdrawalReceivedMailData {
  orderNumber: string;
  /** When the withdrawal reached the shop (ISO 8601). */
  requestedAt: string;
  lines: { name: string; quantity: number; unopened: boolean }[];
}

const RETURN_ADDRESS = 'Vyrelle NV, Lindenlaan 14, 9000 Gent, BE';

const T: Record<
  MailLocale,
  {
    subject: (n: string) => string;
    heading: string;
    received: (when: string, n: string) => string;
    items: string;
    unopened: string;
    opened: string;
    send: string;
    hygiene: string;
    refund: string;
    keep: string;
    action: string;
  }
> = {
  nl: {
    subject: (n) => `Ontvangstbevestiging van je herroeping – bestelling ${n}`,
    heading: 'We hebben je herroeping ontvangen',
    received: (when, n) =>
      `Je herroeping van de overeenkomst voor bestelling ${n} is bij ons aangekomen op ${when} (Belgische tijd).`,
    items: 'Je stuurt deze artikelen terug:',
    unopened: 'ongeopend',
    opened: 'geopend',
    send: `Stuur de artikelen binnen 14 dagen terug naar ${RETURN_ADDRESS}, met je bestelnummer in het pakket.`,
    hygiene:
      'Verzegelde verzorgingsproducten waarvan de verzegeling na levering is verbroken, kunnen om hygiënische redenen van de terugbetaling uitgesloten zijn.',
    refund:
      'Zodra we je pakket hebben ontvangen, betalen we je binnen 7 werkdagen terug met het betaalmiddel dat je gebruikte.',
    keep: 'Bewaar deze e-mail als bewijs van je herroeping.',
    action: 'Naar de winkel',
  },
  en: {
    subject: (n) => `Confirmation of receipt of your withdrawal – order ${n}`,
    heading: 'We have received your withdrawal',
    received: (when, n) =>
      `Your withdrawal from the contract for order ${n} reached us on ${when} (Belgian time).`,
    items: 'You are sending back these items:',
    unopened: 'unopened',
    opened: 'opened',
    send: `Please send the items back within 14 days to ${RETURN_ADDRESS}, with your order number in the parcel.`,
    hygiene:
      'Sealed care products whose seal was broken after delivery may be excluded from the refund for hygiene reasons.',
    refund:
      'As soon as we have received your parcel, we refund you within 7 working days using the payment method you used.',
    keep: 'Keep this e-mail as proof of your withdrawal.',
    action: 'Visit the shop',
  },
  de: {
    subject: (n) => `Eingangsbestätigung Ihres Widerrufs – Bestellung ${n}`,
    heading: 'Wir haben Ihren Widerruf erhalten',
    received: (when, n) =>
      `Ihr Widerruf des Vertrags zur Bestellung ${n} ist am ${when} (belgische Zeit) bei uns eingegangen.`,
    items: 'Sie senden diese Artikel zurück:',
    unopened: 'ungeöffnet',
    opened: 'geöffnet',
    send: `Bitte senden Sie die Artikel innerhalb von 14 Tagen an ${RETURN_ADDRESS} zurück und legen Sie Ihre Bestellnummer bei.`,
    hygiene:
      'Versiegelte Pflegeprodukte, deren Versiegelung nach der Lieferung entfernt wurde, können aus Hygienegründen von der Erstattung ausgeschlossen sein.',
    refund:
      'Sobald Ihr Paket bei uns eingegangen ist, erstatten wir den Betrag innerhalb von 7 Werktagen über die von Ihnen verwendete Zahlungsart.',
    keep: 'Bewahren Sie diese E-Mail als Nachweis Ihres Widerrufs auf.',
    action: 'Zum Shop',
  },
  fr: {
    subject: (n) => `Accusé de réception de votre rétractation – commande ${n}`,
    heading: 'Nous avons reçu votre rétractation',
    received: (when, n) =>
      `Votre rétractation du contrat de la commande ${n} nous est parvenue le ${when} (heure belge).`,
    items: 'Vous nous renvoyez ces articles :',
    unopened: 'non ouvert',
    opened: 'ouvert',
    send: `Renvoyez les articles dans les 14 jours à ${RETURN_ADDRESS}, avec votre numéro de commande dans le colis.`,
    hygiene:
      'Les produits de soin scellés dont le scellé a été rompu après la livraison peuvent être exclus du remboursement pour des raisons d’hygiène.',
    refund:
      'Dès réception de votre colis, nous vous remboursons dans les 7 jours ouvrables via le moyen de paiement utilisé.',
    keep: 'Conservez cet e-mail comme preuve de votre rétractation.',
    action: 'Visiter la boutique',
  },
};

/** The date and time a withdrawal arrived, in the reader's language and the shop's time zone. */
export function formatReceivedAt(iso: string, locale: MailLocale): string {
  return new Intl.DateTimeFormat(MONEY_LOCALES[locale], {
    timeZone: 'Europe/Brussels',
    dateStyle: 'long',
    timeStyle: 'medium',
  }).format(new Date(iso));
}

/** To the customer at once when a withdrawal reaches the shop: date and time, order, items. */
export const WITHDRAWAL_RECEIVED_MAIL = defineMailTemplate<WithdrawalReceivedMailData>(
  'withdrawals.received',
  (data, ctx) => {
    const number = String(data.orderNumber ?? '');
    const lines = Array.isArray(data.lines) ? data.lines : [];
    return perLocale((l) => {
      const t = T[l];
      return {
        subject: `${t.subject(number)} – ${ctx.brandName}`,
        heading: t.heading,
        paragraphs: [
          t.received(formatReceivedAt(String(data.requestedAt ?? ''), l), number),
          t.items,
          ...lines.map(
            (line) =>
              `${Number(line.quantity)} × ${String(line.name)} (${line.unopened ? t.unopened : t.opened})`,
          ),
          t.send,
          t.hygiene,
          t.refund,
          t.keep,
        ],
        footer: FOOTER[l](ctx.brandName),
        action: { label: t.action, path: `/${l}` },
      };
    });
  },
);
