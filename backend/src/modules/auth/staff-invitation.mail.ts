import { defineMailTemplate } from '../mail/mail-template.js';
import { FOOTER } from '../mail/templates/shared.js';

/** The data of the invitation mail of a new staff account. */
export interface StaffInvitationMailData {
  firstName: string;
  role: 'admin' | 'partner_manager';
  /** Storefront path of the page that sets the first password, with the single-use token. */
  path: string;
  days: number;
}

/** To a new admin or partner manager: a single-use link to choose the first password. */
export const STAFF_INVITATION_MAIL = defineMailTemplate<StaffInvitationMailData>(
  'auth.staff-invitation',
  (data, ctx) => {
    const name = String(data.firstName ?? '');
    const days = Number(data.days ?? 3);
    const path = String(data.path ?? '/');
    const admin = data.role === 'admin';
    return {
      nl: {
        subject: `Je account voor de back-office van ${ctx.brandName}`,
        heading: `Dag ${name}`.trim(),
        paragraphs: [
          `Je bent uitgenodigd als ${admin ? 'beheerder' : 'partnermanager'} in de back-office van ${ctx.brandName}.`,
          `Kies via de knop je wachtwoord. De link werkt één keer en blijft ${days} dagen geldig. Daarna stel je het inloggen in twee stappen in.`,
        ],
        footer: FOOTER.nl(ctx.brandName),
        action: { label: 'Wachtwoord kiezen', path },
      },
      en: {
        subject: `Your ${ctx.brandName} back-office account`,
        heading: `Hello ${name}`.trim(),
        paragraphs: [
          `You have been invited as ${admin ? 'an administrator' : 'a partner manager'} to the ${ctx.brandName} back-office.`,
          `Use the button to choose your password. The link works once and stays valid for ${days} days. Then you set up two-factor sign-in.`,
        ],
        footer: FOOTER.en(ctx.brandName),
        action: { label: 'Choose a password', path },
      },
      de: {
        subject: `Ihr Konto für das ${ctx.brandName}-Backoffice`,
        heading: `Hallo ${name}`.trim(),
        paragraphs: [
          `Sie wurden als ${admin ? 'Administrator' : 'Partnermanager'} in das Backoffice von ${ctx.brandName} eingeladen.`,
          `Wählen Sie über die Schaltfläche Ihr Passwort. Der Link funktioniert einmal und ist ${days} Tage gültig. Danach richten Sie die Zwei-Faktor-Anmeldung ein.`,
        ],
        footer: FOOTER.de(ctx.brandName),
        action: { label: 'Passwort wählen', path },
      },
      fr: {
        subject: `Votre compte pour le back-office ${ctx.brandName}`,
        heading: `Bonjour ${name}`.trim(),
        paragraphs: [
          `Vous avez été invité(e) comme ${admin ? 'administrateur' : 'gestionnaire de partenaires'} dans le back-office ${ctx.brandName}.`,
          `Choisissez votre mot de passe avec le bouton. Le lien ne fonctionne qu'une fois et reste valable ${days} jours. Vous configurerez ensuite la connexion en deux étapes.`,
        ],
        footer: FOOTER.fr(ctx.brandName),
        action: { label: 'Choisir un mot de passe', path },
      },
    };
  },
);
