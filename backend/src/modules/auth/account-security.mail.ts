import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER, type MailLocale } from '../mail/templates/shared.js';

/** Storefront path words of the pages these mails link to (the storefront's route table has the same). */
const PATHS: Record<MailLocale, { forgot: string; emailConfirm: string; emailUndo: string }> = {
  nl: {
    forgot: 'wachtwoord-vergeten',
    emailConfirm: 'e-mail/bevestigen',
    emailUndo: 'e-mail/ongedaan-maken',
  },
  en: { forgot: 'forgot-password', emailConfirm: 'email/confirm', emailUndo: 'email/undo' },
  de: {
    forgot: 'passwort-vergessen',
    emailConfirm: 'e-mail/bestaetigen',
    emailUndo: 'e-mail/rueckgaengig',
  },
  fr: {
    forgot: 'mot-de-passe-oublie',
    emailConfirm: 'e-mail/confirmer',
    emailUndo: 'e-mail/annuler',
  },
};

export const forgotPasswordPath = (locale: MailLocale): string =>
  `/${locale}/${PATHS[locale].forgot}`;
export const emailConfirmPath = (locale: MailLocale, token: string): string =>
  `/${locale}/${PATHS[locale].emailConfirm}/${encodeURIComponent(token)}`;
export const emailUndoPath = (locale: MailLocale, token: string): string =>
  `/${locale}/${PATHS[locale].emailUndo}/${encodeURIComponent(token)}`;

/** The data of the "your password was changed" notice. */
export interface PasswordChangedMailData {
  firstName: string;
  /** The forgot-password page: the way back in when the change was not the owner's. */
  path: string;
}

/** To the account's address after every password change or reset. */
export const PASSWORD_CHANGED_MAIL = defineMailTemplate<PasswordChangedMailData>(
  'auth.password-changed',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Je wachtwoord bij ${ctx.brandName} is gewijzigd`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          'Het wachtwoord van je account is zonet gewijzigd. Alle andere sessies zijn afgemeld.',
          'Was jij dit niet? Kies dan meteen een nieuw wachtwoord via de knop en neem contact met ons op.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Nieuw wachtwoord kiezen', path },
      },
      en: {
        subject: `Your ${ctx.brandName} password was changed`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          'The password of your account was just changed. Every other session has been signed out.',
          'Was this not you? Choose a new password right away with the button and contact us.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Choose a new password', path },
      },
      de: {
        subject: `Ihr ${ctx.brandName}-Passwort wurde geändert`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          'Das Passwort Ihres Kontos wurde soeben geändert. Alle anderen Sitzungen wurden abgemeldet.',
          'Waren Sie das nicht? Wählen Sie sofort über die Schaltfläche ein neues Passwort und kontaktieren Sie uns.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Neues Passwort wählen', path },
      },
      fr: {
        subject: `Votre mot de passe ${ctx.brandName} a été modifié`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          'Le mot de passe de votre compte vient d’être modifié. Toutes les autres sessions ont été fermées.',
          'Ce n’était pas vous ? Choisissez tout de suite un nouveau mot de passe avec le bouton et contactez-nous.',
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Choisir un nouveau mot de passe', path },
      },
    };
  },
);

/** The data of the confirmation mail sent to the NEW address of an e-mail change. */
export interface EmailChangeConfirmMailData {
  firstName: string;
  newEmail: string;
  /** Storefront page that confirms the change (single-use token). */
  path: string;
  hours: number;
}

/** To the new address: the change happens only when this link is followed. */
export const EMAIL_CHANGE_CONFIRM_MAIL = defineMailTemplate<EmailChangeConfirmMailData>(
  'auth.email-change-confirm',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const email = String(data.newEmail ?? '');
    const hours = Number(data.hours ?? 24);
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Bevestig je nieuwe e-mailadres bij ${ctx.brandName}`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          `Je vroeg om ${email} als e-mailadres van je account te gebruiken.`,
          `Bevestig dit adres via de knop. De link werkt één keer en blijft ${hours} uur geldig; tot dan blijft je oude adres gelden.`,
          'Heb je dit niet gevraagd? Dan mag je deze e-mail negeren.',
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'E-mailadres bevestigen', path },
      },
      en: {
        subject: `Confirm your new ${ctx.brandName} e-mail address`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          `You asked to use ${email} as the e-mail address of your account.`,
          `Confirm this address with the button. The link works once and stays valid for ${hours} hours; until then your old address stays in use.`,
          'Did not ask for this? You can ignore this e-mail.',
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Confirm e-mail address', path },
      },
      de: {
        subject: `Bestätigen Sie Ihre neue E-Mail-Adresse bei ${ctx.brandName}`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          `Sie möchten ${email} als E-Mail-Adresse Ihres Kontos verwenden.`,
          `Bestätigen Sie diese Adresse über die Schaltfläche. Der Link funktioniert einmal und ist ${hours} Stunden gültig; bis dahin gilt Ihre alte Adresse.`,
          'Sie haben das nicht angefordert? Dann können Sie diese E-Mail ignorieren.',
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'E-Mail-Adresse bestätigen', path },
      },
      fr: {
        subject: `Confirmez votre nouvelle adresse e-mail ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          `Vous avez demandé à utiliser ${email} comme adresse e-mail de votre compte.`,
          `Confirmez cette adresse avec le bouton. Le lien ne fonctionne qu'une fois et reste valable ${hours} heures ; d'ici là, votre ancienne adresse reste en vigueur.`,
          "Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement cet e-mail.",
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: "Confirmer l'adresse e-mail", path },
      },
    };
  },
);

/** The data of the notice sent to the OLD address of an e-mail change. */
export interface EmailChangeNoticeMailData {
  firstName: string;
  newEmail: string;
  /** Storefront page that undoes the change and ends every session (single-use token). */
  path: string;
  days: number;
}

/** To the old address: what was asked, and the undo link if it was not the owner. */
export const EMAIL_CHANGE_NOTICE_MAIL = defineMailTemplate<EmailChangeNoticeMailData>(
  'auth.email-change-notice',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const email = String(data.newEmail ?? '');
    const days = Number(data.days ?? 7);
    const path = String(data.path ?? '/');
    return {
      nl: {
        subject: `Het e-mailadres van je ${ctx.brandName}-account wordt gewijzigd`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          `Er werd gevraagd om het e-mailadres van je account te wijzigen naar ${email}. De wijziging gaat pas in wanneer dat adres bevestigd is.`,
          `Was jij dit niet? Maak de wijziging dan ongedaan via de knop (${days} dagen geldig): je oude adres komt terug, alle sessies worden afgemeld, en kies daarna een nieuw wachtwoord.`,
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Wijziging ongedaan maken', path },
      },
      en: {
        subject: `The e-mail address of your ${ctx.brandName} account is being changed`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          `Someone asked to change the e-mail address of your account to ${email}. The change only takes effect once that address is confirmed.`,
          `Was this not you? Undo the change with the button (valid for ${days} days): your old address comes back, every session is signed out, and then choose a new password.`,
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Undo the change', path },
      },
      de: {
        subject: `Die E-Mail-Adresse Ihres ${ctx.brandName}-Kontos wird geändert`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          `Es wurde beantragt, die E-Mail-Adresse Ihres Kontos in ${email} zu ändern. Die Änderung gilt erst, wenn diese Adresse bestätigt ist.`,
          `Waren Sie das nicht? Machen Sie die Änderung über die Schaltfläche rückgängig (${days} Tage gültig): Ihre alte Adresse kehrt zurück, alle Sitzungen werden abgemeldet, und wählen Sie danach ein neues Passwort.`,
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Änderung rückgängig machen', path },
      },
      fr: {
        subject: `L'adresse e-mail de votre compte ${ctx.brandName} va être modifiée`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          `Une modification de l'adresse e-mail de votre compte vers ${email} a été demandée. Elle ne prend effet qu'une fois cette adresse confirmée.`,
          `Ce n'était pas vous ? Annulez la modification avec le bouton (valable ${days} jours) : votre ancienne adresse revient, toutes les sessions sont fermées, puis choisissez un nouveau mot de passe.`,
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Annuler la modification', path },
      },
    };
  },
);
