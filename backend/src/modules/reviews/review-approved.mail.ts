import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER } from '../mail/templates/shared.js';

/** The data of the mail to a review's author once it is approved. */
export interface ReviewApprovedMailData {
  firstName: string;
  /** The product's name in the author's language ('' when it is gone). */
  productName: string;
  title: string;
  /** Storefront path of the product ('' → the home page of the locale). */
  path: string;
}

const s = (value: unknown): string => String(value ?? '').trim();

/** To the author when an admin approves their review (in the author's language). */
export const REVIEW_APPROVED_MAIL = defineMailTemplate<ReviewApprovedMailData>(
  'reviews.approved',
  (data, ctx) => {
    const name = s(data.firstName);
    const product = s(data.productName);
    const title = s(data.title);
    const path = s(data.path) || `/${ctx.locale}`;
    return {
      nl: {
        subject: `Je review staat online bij ${ctx.brandName}`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          product
            ? `Bedankt voor je review van ${product}. We hebben hem nagelezen en hij staat nu online.`
            : 'Bedankt voor je review. We hebben hem nagelezen en hij staat nu online.',
          ...(title ? [`„${title}”`] : []),
          'Andere klanten kiezen dankzij jouw ervaring makkelijker de juiste verzorging.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Bekijk je review', path },
      },
      en: {
        subject: `Your review is live at ${ctx.brandName}`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          product
            ? `Thank you for your review of ${product}. We have read it and it is now online.`
            : 'Thank you for your review. We have read it and it is now online.',
          ...(title ? [`“${title}”`] : []),
          'Your experience helps other customers choose the right care.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'See your review', path },
      },
      de: {
        subject: `Ihre Bewertung ist jetzt online bei ${ctx.brandName}`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          product
            ? `Vielen Dank für Ihre Bewertung von ${product}. Wir haben sie gelesen und sie ist jetzt online.`
            : 'Vielen Dank für Ihre Bewertung. Wir haben sie gelesen und sie ist jetzt online.',
          ...(title ? [`„${title}“`] : []),
          'Ihre Erfahrung hilft anderen Kundinnen und Kunden, die richtige Pflege zu wählen.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Bewertung ansehen', path },
      },
      fr: {
        subject: `Votre avis est en ligne chez ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          product
            ? `Merci pour votre avis sur ${product}. Nous l'avons lu et il est maintenant en ligne.`
            : "Merci pour votre avis. Nous l'avons lu et il est maintenant en ligne.",
          ...(title ? [`« ${title} »`] : []),
          "Votre expérience aide d'autres clients à choisir les bons soins.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Voir votre avis', path },
      },
    };
  },
);
