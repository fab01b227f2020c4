import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, type MailLocale } from '../mail/templates/shared.js';

/** The account page where the coupon is shown (storefront/src/lib/routes.ts: account). */
export const ACCOUNT_PATHS: Record<MailLocale, string> = {
  nl: '/nl/account',
  en: '/en/account',
  de: '/de/konto',
  fr: '/fr/compte',
};

export interface BirthdayCouponMailData {
  firstName: string;
  code: string;
  percentOff: number;
  /** ISO date, last day the code works. */
  validUntil: string;
}

const DATE_LOCALES: Record<MailLocale, string> = {
  nl: 'nl-BE',
  en: 'en-IE',
  de: 'de-DE',
  fr: 'fr-BE',
};

function longDate(iso: string, locale: MailLocale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A week before the birthday: the personal single-use code, its discount and last day. */
export const BIRTHDAY_COUPON_MAIL = defineMailTemplate<BirthdayCouponMailData>(
  'birthday.coupon',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const code = String(data.code ?? '');
    const pct = Number(data.percentOff ?? 10);
    const until = String(data.validUntil ?? '');
    return {
      nl: {
        subject: `Een verjaardagscadeau van ${ctx.brandName}: ${pct} % korting`,
        heading: `Gelukkige verjaardag, ${name}!`,
        paragraphs: [
          `Je verjaardag komt eraan. Daarom krijg je van ons ${pct} % korting op je producten.`,
          `Je persoonlijke code: ${code}. Vul hem in je winkelmandje in; hij werkt één keer, tot en met ${longDate(until, 'nl')}.`,
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Naar mijn account', path: ACCOUNT_PATHS.nl },
      },
      en: {
        subject: `A birthday gift from ${ctx.brandName}: ${pct}% off`,
        heading: `Happy birthday, ${name}!`,
        paragraphs: [
          `Your birthday is coming up, so here is ${pct}% off your products.`,
          `Your personal code: ${code}. Enter it in your cart; it works once, until ${longDate(until, 'en')}.`,
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Go to my account', path: ACCOUNT_PATHS.en },
      },
      de: {
        subject: `Ein Geburtstagsgeschenk von ${ctx.brandName}: ${pct} % Rabatt`,
        heading: `Alles Gute zum Geburtstag, ${name}!`,
        paragraphs: [
          `Ihr Geburtstag steht bevor. Deshalb schenken wir Ihnen ${pct} % Rabatt auf Ihre Produkte.`,
          `Ihr persönlicher Code: ${code}. Geben Sie ihn im Warenkorb ein; er gilt einmal, bis einschließlich ${longDate(until, 'de')}.`,
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Zu meinem Konto', path: ACCOUNT_PATHS.de },
      },
      fr: {
        subject: `Un cadeau d'anniversaire de ${ctx.brandName} : ${pct} % de réduction`,
        heading: `Joyeux anniversaire, ${name} !`,
        paragraphs: [
          `Votre anniversaire approche : nous vous offrons ${pct} % de réduction sur vos produits.`,
          `Votre code personnel : ${code}. Saisissez-le dans votre panier ; il est valable une fois, jusqu'au ${longDate(until, 'fr')} inclus.`,
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Vers mon compte', path: ACCOUNT_PATHS.fr },
      },
    };
  },
);
