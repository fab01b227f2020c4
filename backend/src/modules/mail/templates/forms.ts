import { FOOTER, type MailLocale, type TemplateDefinition, type TemplateTexts } from './shared.js';

/** Mails of the contact and partner forms (contact, partners modules). */

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

function perLocale(
  build: (locale: MailLocale) => TemplateTexts,
): Record<MailLocale, TemplateTexts> {
  return { nl: build('nl'), en: build('en'), de: build('de'), fr: build('fr') };
}

export const FORM_TEMPLATES: Record<string, TemplateDefinition> = {
  /** To the brand inbox; read by the brand's staff (texts in the configured inbox language, nl by default). */
  'contact.to-brand': (data, ctx) => {
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
  /** The sender's copy, in their language. */
  'contact.copy': (data, ctx) => {
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
  /** To the applicant. */
  'partners.application-received': (data, ctx) => {
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
  /** To every partner manager (or the brand inbox), in the manager's language. */
  'partners.notification': (data, ctx) => {
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
  /** The approved salon's account invitation: a single-use link to choose a password. */
  'partners.invitation': (data, ctx) => {
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
};
