import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { deepMerge } from './deep-merge';
import type { ValidationMessages, VyrelleMessages } from './en';
import raDutch from './ra-dutch';

const validationNl: ValidationMessages = {
  required: 'Dit veld is verplicht.',
  isNotEmpty: 'Dit veld is verplicht.',
  isDefined: 'Dit veld is verplicht.',
  choice: 'Kies een van de opties.',
  isIn: 'Kies een van de opties.',
  country: 'Kies een geldig land.',
  date: 'Geef een geldige datum in.',
  isDateString: 'Geef een geldige datum in.',
  email: 'Geef een geldig e-mailadres in.',
  isEmail: 'Geef een geldig e-mailadres in.',
  emailTaken: 'Dit e-mailadres is al in gebruik.',
  integer: 'Geef een geheel getal in.',
  isInt: 'Geef een geheel getal in.',
  isBoolean: 'Kies ja of nee.',
  min: 'De waarde is te klein.',
  max: 'De waarde is te groot.',
  tooLong: 'Deze tekst is te lang.',
  maxLength: 'Deze tekst is te lang.',
  isUrl: 'Geef een geldig webadres in (https://…).',
  unknownField: 'Dit veld wordt niet aanvaard.',
  birthdayRequired: 'Vul een verjaardag in om verjaardagsvoordelen te ontvangen.',
  currentPasswordWrong: 'Het huidige wachtwoord is onjuist.',
  passwordDigit: 'Het wachtwoord moet minstens één cijfer bevatten.',
  passwordLowercase: 'Het wachtwoord moet minstens één kleine letter bevatten.',
  passwordUppercase: 'Het wachtwoord moet minstens één hoofdletter bevatten.',
  passwordMismatch: 'De wachtwoorden komen niet overeen.',
  passwordTooShort: 'Het wachtwoord moet minstens 6 tekens lang zijn.',
  privacyRequired: 'Ga akkoord met het privacybeleid.',
  resetTokenInvalid: 'Deze resetlink is ongeldig of verlopen.',
};

const vyrelleNl: VyrelleMessages = {
  brand: 'Vyrelle',
  backoffice: 'Back-office',
  tagline: 'Professionele epigenetische huidverzorging',
  login: {
    title: 'Inloggen op de back-office',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    hint: 'Voor beheerders en partnermanagers.',
  },
  locale: { label: 'Taal' },
  auth: {
    invalid_credentials: 'De combinatie van e-mailadres en wachtwoord is onjuist.',
    role_refused:
      'Dit account heeft geen toegang tot de back-office. Alleen beheerders en partnermanagers kunnen hier inloggen.',
    session_expired: 'Je sessie is verlopen. Log opnieuw in.',
    unavailable: 'Er is een probleem opgetreden, probeer het later opnieuw.',
    too_many_attempts: 'Te veel inlogpogingen. Wacht even en probeer het dan opnieuw.',
  },
  roles: {
    admin: 'Beheerder',
    partner_manager: 'Partnermanager',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welkom, %{name}',
    welcome_anonymous: 'Welkom',
    signed_in_as: 'Ingelogd als %{role}',
    intro:
      'Dit is de back-office van Vyrelle. Hier beheer je het magazine, de routines en de vaste pagina’s, keur je reviews goed, behandel je partneraanvragen en volg je producten, bestellingen, verkooppunten en abonnees op.',
    coming: 'De beheerschermen komen er één voor één bij; ze verschijnen in het menu links.',
  },
  errors: {
    server: 'Er is een probleem opgetreden, probeer het later opnieuw.',
    network: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
    forbidden: 'Je hebt geen toestemming om dit te doen.',
    not_found: 'Dit item werd niet gevonden.',
    bad_response: 'De server stuurde een antwoord dat de back-office niet begrijpt.',
    unknown: 'Onbekende fout.',
    codes: {
      COMMON_FORBIDDEN: 'Je hebt geen toestemming om dit te doen.',
      COMMON_NOT_FOUND: 'Dit item werd niet gevonden.',
      COMMON_PAYLOAD_TOO_LARGE: 'Het bestand of de gegevens zijn te groot.',
      COMMON_UNSUPPORTED_MEDIA_TYPE: 'Dit bestandstype wordt niet ondersteund.',
      COMMON_TOO_MANY_REQUESTS: 'Te veel verzoeken. Wacht even en probeer het dan opnieuw.',
      COMMON_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar, probeer het later opnieuw.',
      USERS_EMAIL_TAKEN: 'Dit e-mailadres is al in gebruik.',
    },
  },
};

// ra-dutch covers react-admin 4; react-admin 5's newer keys stay English until translated
export default deepMerge(englishMessages, raDutch, {
  vyrelle: vyrelleNl,
  validation: validationNl,
}) as TranslationMessages;
