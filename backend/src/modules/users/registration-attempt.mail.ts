import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, type MailLocale } from '../mail/templates/shared.js';

const FORGOT_PATH: Record<MailLocale, string> = {
  nl: 'wachtwoord-vergeten',
  en: 'forgot-password',
  de: 'passwort-vergessen',
  fr: 'mot-de-passe-oublie',
};

/** The forgot-password page of the storefront in this language. */
export const registrationAttemptPath = (locale: MailLocale): string =>
  `/${locale}/${FORGOT_PATH[locale]}`;

/** The data of the notice that someone tried to register with an address that has an account. */
export interface RegistrationAttemptMailData {
  firstName: string;
  /** The forgot-password page, for an owner who no longer knows the password. */
  path: string;
}

/** To the owner of an address someone tried to register again (at most one per address and hour). */
export const REGISTRATION_ATTEMPT_MAIL = defineMailTemplate<RegistrationAttemptMailData>(
  'users.registration-attempt',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Iemand probeerde een ${ctx.brandName}-account aan te maken met je e-mailadres`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          'Iemand probeerde zonet een nieuw account aan te maken met dit e-mailadres. Er bestaat al een account voor dit adres, dus er is niets gewijzigd.',
          'Was jij het en ben je je wachtwoord vergeten? Kies dan via de knop een nieuw. Was jij het niet? Dan hoef je niets te doen.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Wachtwoord vergeten', path },
      },
      en: {
        subject: `Someone tried to create a ${ctx.brandName} account with your e-mail address`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          'Someone just tried to register a new account with this e-mail address. An account already exists for it, so nothing was changed.',
          'Was it you and did you forget your password? Choose a new one with the button. Was it not you? Then there is nothing to do.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Forgot password', path },
      },
      de: {
        subject: `Jemand wollte mit Ihrer E-Mail-Adresse ein ${ctx.brandName}-Konto anlegen`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          'Jemand hat soeben versucht, mit dieser E-Mail-Adresse ein neues Konto anzulegen. Für diese Adresse besteht bereits ein Konto, es wurde nichts geändert.',
          'Waren Sie das und haben Ihr Passwort vergessen? Wählen Sie über die Schaltfläche ein neues. Waren Sie es nicht? Dann müssen Sie nichts tun.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Passwort vergessen', path },
      },
      fr: {
        subject: `Quelqu'un a tenté de créer un compte ${ctx.brandName} avec votre adresse e-mail`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          "Quelqu'un vient d'essayer de créer un nouveau compte avec cette adresse e-mail. Un compte existe déjà pour elle, rien n'a donc été modifié.",
          "C'était vous et vous avez oublié votre mot de passe ? Choisissez-en un nouveau avec le bouton. Ce n'était pas vous ? Vous n'avez rien à faire.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Mot de passe oublié', path },
      },
    };
  },
);
