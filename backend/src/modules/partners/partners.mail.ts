import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, perLocale } from '../mail/templates/shared.js';

/** Mails of the partner applications. */

/** The data of the mails about a new application (to the applicant, to the partner managers). */
export interface PartnerApplicationMailData {
  applicationId: string;
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  postalCode: string;
  city: string;
  howFound: string;
}

/** The data of the invitation of an approved salon to choose its password. */
export interface PartnerInvitationMailData {
  firstName: string;
  company: string;
  /** Storefront path of the password page, with the single-use token. */
  path: string;
  /** How many days the link stays valid. */
  days: number;
}

const s = (value: unknown): string => String(value ?? '').trim();

/** To the applicant. */
export const PARTNER_APPLICATION_RECEIVED_MAIL = defineMailTemplate<PartnerApplicationMailData>(
  'partners.application-received',
  (data, ctx) => {
    const first = s(data.firstName);
    const company = s(data.company);
    return {
      nl: {
        subject: `Je partneraanvraag is ontvangen – ${ctx.brandName}`,
        heading: `Dag ${first}`.trim(),
        paragraphs: [
          `Bedankt voor de aanvraag van ${company} om partner van ${ctx.brandName} te worden.`,
          'Onze partnermanager bekijkt ze en neemt binnen vijf werkdagen contact met je op.',
        ],
        footer: FOOTER.nl(ctx.brandName),
      },
      en: {
        subject: `Your partner application was received – ${ctx.brandName}`,
        heading: `Hello ${first}`.trim(),
        paragraphs: [
          `Thank you for the application of ${company} to become a ${ctx.brandName} partner.`,
          'Our partner manager will review it and contact you within five working days.',
        ],
        footer: FOOTER.en(ctx.brandName),
      },
      de: {
        subject: `Ihre Partnerbewerbung ist eingegangen – ${ctx.brandName}`,
        heading: `Hallo ${first}`.trim(),
        paragraphs: [
          `Vielen Dank für die Bewerbung von ${company} als ${ctx.brandName}-Partner.`,
          'Unsere Partnermanagerin prüft sie und meldet sich innerhalb von fünf Werktagen bei Ihnen.',
        ],
        footer: FOOTER.de(ctx.brandName),
      },
      fr: {
        subject: `Votre candidature partenaire a bien été reçue – ${ctx.brandName}`,
        heading: `Bonjour ${first}`.trim(),
        paragraphs: [
          `Merci pour la candidature de ${company} pour devenir partenaire ${ctx.brandName}.`,
          'Notre responsable partenaires l’examinera et vous contactera sous cinq jours ouvrables.',
        ],
        footer: FOOTER.fr(ctx.brandName),
      },
    };
  },
);

/** To every partner manager (or the brand inbox), in the manager's language. */
export const PARTNER_APPLICATION_NOTIFICATION_MAIL = defineMailTemplate<PartnerApplicationMailData>(
  'partners.notification',
  (data, ctx) => {
    const company = s(data.company);
    const contact = `${s(data.firstName)} ${s(data.lastName)}`.trim();
    const place = `${s(data.postalCode)} ${s(data.city)}`.trim();
    const path = `/admin/partner-applications/${s(data.applicationId)}/show`;
    const L = {
      nl: {
        subject: `Nieuwe partneraanvraag: ${company}`,
        heading: 'Nieuwe partneraanvraag',
        body: `${company} (${place}) wil partner worden. Contactpersoon: ${contact}, ${s(data.email)}.`,
        source: 'Leerde ons kennen via',
        action: 'Aanvraag bekijken',
      },
      en: {
        subject: `New partner application: ${company}`,
        heading: 'New partner application',
        body: `${company} (${place}) wants to become a partner. Contact: ${contact}, ${s(data.email)}.`,
        source: 'Got to know us through',
        action: 'Review the application',
      },
      de: {
        subject: `Neue Partnerbewerbung: ${company}`,
        heading: 'Neue Partnerbewerbung',
        body: `${company} (${place}) möchte Partner werden. Ansprechpartner: ${contact}, ${s(data.email)}.`,
        source: 'Kennt uns durch',
        action: 'Bewerbung ansehen',
      },
      fr: {
        subject: `Nouvelle candidature partenaire : ${company}`,
        heading: 'Nouvelle candidature partenaire',
        body: `${company} (${place}) souhaite devenir partenaire. Contact : ${contact}, ${s(data.email)}.`,
        source: 'Nous a connus par',
        action: 'Voir la candidature',
      },
    };
    return perLocale((l) => ({
      subject: L[l].subject,
      heading: L[l].heading,
      paragraphs: [L[l].body, `${L[l].source}: ${s(data.howFound) || '-'}`],
      footer: FOOTER[l](ctx.brandName),
      action: { label: L[l].action, path },
    }));
  },
);

/** The approved salon's account invitation: a single-use link to choose a password. */
export const PARTNER_INVITATION_MAIL = defineMailTemplate<PartnerInvitationMailData>(
  'partners.invitation',
  (data, ctx) => {
    const first = s(data.firstName);
    const company = s(data.company);
    const days = Number(data.days ?? 7);
    const path = s(data.path) || '/';
    return {
      nl: {
        subject: `Welkom als partner van ${ctx.brandName}`,
        heading: `Dag ${first}`.trim(),
        paragraphs: [
          `Goed nieuws: ${company} is nu officieel partner van ${ctx.brandName} en staat in onze winkelzoeker.`,
          `Kies via de knop een wachtwoord voor je partneraccount. De link werkt één keer en blijft ${days} dagen geldig.`,
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Wachtwoord kiezen', path },
      },
      en: {
        subject: `Welcome as a ${ctx.brandName} partner`,
        heading: `Hello ${first}`.trim(),
        paragraphs: [
          `Good news: ${company} is now an official ${ctx.brandName} partner and is listed in our store locator.`,
          `Use the button to choose a password for your partner account. The link works once and stays valid for ${days} days.`,
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Choose a password', path },
      },
      de: {
        subject: `Willkommen als ${ctx.brandName}-Partner`,
        heading: `Hallo ${first}`.trim(),
        paragraphs: [
          `Gute Nachrichten: ${company} ist jetzt offizieller ${ctx.brandName}-Partner und in unserer Händlersuche zu finden.`,
          `Wählen Sie über die Schaltfläche ein Passwort für Ihr Partnerkonto. Der Link funktioniert einmal und ist ${days} Tage gültig.`,
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Passwort wählen', path },
      },
      fr: {
        subject: `Bienvenue parmi les partenaires ${ctx.brandName}`,
        heading: `Bonjour ${first}`.trim(),
        paragraphs: [
          `Bonne nouvelle : ${company} est désormais partenaire officiel ${ctx.brandName} et figure dans notre localisateur de points de vente.`,
          `Choisissez un mot de passe pour votre compte partenaire avec le bouton. Le lien ne fonctionne qu'une fois et reste valable ${days} jours.`,
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Choisir un mot de passe', path },
      },
    };
  },
);
