import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER } from '../mail/templates/shared.js';

/** The data of the password reset mail. */
export interface PasswordResetMailData {
  firstName: string;
  /** Storefront path of the reset page, with the single-use token. */
  path: string;
  /** How long the link stays valid. */
  minutes: number;
}

/** To an account that asked to reset its password: a single-use link. */
export const PASSWORD_RESET_MAIL = defineMailTemplate<PasswordResetMailData>(
  'auth.password-reset',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const minutes = Number(data.minutes ?? 60);
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Je wachtwoord opnieuw instellen bij ${ctx.brandName}`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          'We kregen een aanvraag om het wachtwoord van je account opnieuw in te stellen.',
          `Kies via de knop een nieuw wachtwoord. De link werkt één keer en blijft ${minutes} minuten geldig.`,
          'Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Nieuw wachtwoord kiezen', path },
      },
      en: {
        subject: `Reset your ${ctx.brandName} password`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          'We received a request to reset the password of your account.',
          `Use the button to choose a new password. The link works once and stays valid for ${minutes} minutes.`,
          'Did not ask for this? You can ignore this e-mail: your password stays as it is.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Choose a new password', path },
      },
      de: {
        subject: `Ihr ${ctx.brandName}-Passwort zurücksetzen`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
          `Wählen Sie über die Schaltfläche ein neues Passwort. Der Link funktioniert einmal und ist ${minutes} Minuten gültig.`,
          'Sie haben das nicht angefordert? Dann können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Neues Passwort wählen', path },
      },
      fr: {
        subject: `Réinitialiser votre mot de passe ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
          `Choisissez un nouveau mot de passe avec le bouton. Le lien ne fonctionne qu'une fois et reste valable ${minutes} minutes.`,
          "Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement cet e-mail : votre mot de passe reste inchangé.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Choisir un nouveau mot de passe', path },
      },
    };
  },
);
