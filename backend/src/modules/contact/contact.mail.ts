import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, perLocale, type MailLocale } from '../mail/templates/shared.js';

/** Mails of the contact form. */

/** The data of both contact mails: the message as sent. */
export interface ContactMailData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The topic's key (`selling`, `usage`). */
  subject: string;
  question: string;
  /** Asked for the newsletter too. */
  newsletter: boolean;
  /** The sender's language. */
  locale: string;
}

const s = (value: unknown): string => String(value ?? '').trim();

const SUBJECT_LABELS: Record<MailLocale, Record<string, string>> = {
  nl: { selling: 'De producten verkopen', usage: 'Gebruik van de producten' },
  en: { selling: 'Selling the products', usage: 'Usage of the products' },
  de: { selling: 'Die Produkte verkaufen', usage: 'Anwendung der Produkte' },
  fr: { selling: 'Vendre les produits', usage: 'Utilisation des produits' },
};

const YES_NO: Record<MailLocale, [string, string]> = {
  nl: ['ja', 'nee'],
  en: ['yes', 'no'],
  de: ['ja', 'nein'],
  fr: ['oui', 'non'],
};

/** To the brand inbox; read by the brand's staff (texts in the configured inbox language, nl by default). */
export const CONTACT_TO_BRAND_MAIL = defineMailTemplate<ContactMailData>(
  'contact.to-brand',
  (data, ctx) => {
    const name = `${s(data.firstName)} ${s(data.lastName)}`.trim();
    const L = {
      nl: {
        subject: 'Nieuw contactbericht',
        heading: `Bericht van ${name}`,
        email: 'E-mail',
        phone: 'Telefoon',
        topic: 'Onderwerp',
        newsletter: 'Nieuwsbrief',
        language: 'Taal',
        question: 'Vraag',
      },
      en: {
        subject: 'New contact message',
        heading: `Message from ${name}`,
        email: 'E-mail',
        phone: 'Phone',
        topic: 'Subject',
        newsletter: 'Newsletter',
        language: 'Language',
        question: 'Question',
      },
      de: {
        subject: 'Neue Kontaktnachricht',
        heading: `Nachricht von ${name}`,
        email: 'E-Mail',
        phone: 'Telefon',
        topic: 'Betreff',
        newsletter: 'Newsletter',
        language: 'Sprache',
        question: 'Frage',
      },
      fr: {
        subject: 'Nouveau message de contact',
        heading: `Message de ${name}`,
        email: 'E-mail',
        phone: 'Téléphone',
        topic: 'Sujet',
        newsletter: 'Newsletter',
        language: 'Langue',
        question: 'Question',
      },
    };
    return perLocale((l) => {
      const t = L[l];
      return {
        subject: `${t.subject}: ${SUBJECT_LABELS[l][s(data.subject)] ?? s(data.subject)} (${name})`,
        heading: t.heading,
        paragraphs: [
          `${t.email}: ${s(data.email)}`,
          `${t.phone}: ${s(data.phone) || '-'}`,
          `${t.topic}: ${SUBJECT_LABELS[l][s(data.subject)] ?? s(data.subject)}`,
          `${t.language}: ${s(data.locale)}`,
          `${t.newsletter}: ${data.newsletter ? YES_NO[l][0] : YES_NO[l][1]}`,
          `${t.question}:`,
          s(data.question),
        ],
        footer: FOOTER[l](ctx.brandName),
      };
    });
  },
);

/** The sender's copy, in their language. */
export const CONTACT_COPY_MAIL = defineMailTemplate<ContactMailData>(
  'contact.copy',
  (data, ctx) => {
    const first = s(data.firstName);
    const q = s(data.question);
    return {
      nl: {
        subject: `We hebben je bericht goed ontvangen – ${ctx.brandName}`,
        heading: `Dag ${first}`.trim(),
        paragraphs: [
          'Bedankt voor je bericht. We antwoorden zo snel mogelijk, meestal binnen twee werkdagen.',
          `Onderwerp: ${SUBJECT_LABELS.nl[s(data.subject)] ?? s(data.subject)}`,
          'Je vraag:',
          q,
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Naar de winkel', path: '/nl' },
      },
      en: {
        subject: `We have received your message – ${ctx.brandName}`,
        heading: `Hello ${first}`.trim(),
        paragraphs: [
          'Thank you for your message. We will reply as soon as we can, usually within two working days.',
          `Subject: ${SUBJECT_LABELS.en[s(data.subject)] ?? s(data.subject)}`,
          'Your question:',
          q,
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Visit the shop', path: '/en' },
      },
      de: {
        subject: `Wir haben Ihre Nachricht erhalten – ${ctx.brandName}`,
        heading: `Hallo ${first}`.trim(),
        paragraphs: [
          'Vielen Dank für Ihre Nachricht. Wir antworten so schnell wie möglich, meist innerhalb von zwei Werktagen.',
          `Betreff: ${SUBJECT_LABELS.de[s(data.subject)] ?? s(data.subject)}`,
          'Ihre Frage:',
          q,
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Zum Shop', path: '/de' },
      },
      fr: {
        subject: `Nous avons bien reçu votre message – ${ctx.brandName}`,
        heading: `Bonjour ${first}`.trim(),
        paragraphs: [
          'Merci pour votre message. Nous vous répondrons dès que possible, généralement sous deux jours ouvrables.',
          `Sujet : ${SUBJECT_LABELS.fr[s(data.subject)] ?? s(data.subject)}`,
          'Votre question :',
          q,
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Visiter la boutique', path: '/fr' },
      },
    };
  },
);
