import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { TranslationMessages } from 'ra-core';
import { deepMerge } from './deep-merge';
import type { ValidationMessages, VyrelleMessages } from './en';

const validationDe: ValidationMessages = {
  required: 'Dieses Feld ist erforderlich.',
  isNotEmpty: 'Dieses Feld ist erforderlich.',
  isDefined: 'Dieses Feld ist erforderlich.',
  choice: 'Wählen Sie eine der Optionen.',
  isIn: 'Wählen Sie eine der Optionen.',
  country: 'Wählen Sie ein gültiges Land.',
  date: 'Geben Sie ein gültiges Datum ein.',
  isDateString: 'Geben Sie ein gültiges Datum ein.',
  email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  isEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  integer: 'Geben Sie eine ganze Zahl ein.',
  isInt: 'Geben Sie eine ganze Zahl ein.',
  isBoolean: 'Wählen Sie Ja oder Nein.',
  min: 'Der Wert ist zu klein.',
  max: 'Der Wert ist zu groß.',
  tooLong: 'Dieser Text ist zu lang.',
  maxLength: 'Dieser Text ist zu lang.',
  isUrl: 'Geben Sie eine gültige Webadresse ein (https://…).',
  unknownField: 'Dieses Feld wird nicht akzeptiert.',
  birthdayRequired: 'Geben Sie einen Geburtstag ein, um Geburtstagsangebote zu erhalten.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  passwordDigit: 'Das Passwort muss mindestens eine Ziffer enthalten.',
  passwordLowercase: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
  passwordUppercase: 'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  privacyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  resetTokenInvalid: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
};

const vyrelleDe: VyrelleMessages = {
  brand: 'Vyrelle',
  backoffice: 'Backoffice',
  tagline: 'Professionelle epigenetische Hautpflege',
  login: {
    title: 'Anmeldung im Backoffice',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    hint: 'Für Administratoren und Partnermanager.',
  },
  locale: { label: 'Sprache' },
  auth: {
    invalid_credentials: 'Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt.',
    role_refused:
      'Dieses Konto hat keinen Zugang zum Backoffice. Nur Administratoren und Partnermanager können sich hier anmelden.',
    session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    unavailable: 'Es ist ein Problem aufgetreten, bitte versuchen Sie es später erneut.',
    too_many_attempts:
      'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  },
  roles: {
    admin: 'Administrator',
    partner_manager: 'Partnermanager',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Willkommen, %{name}',
    welcome_anonymous: 'Willkommen',
    signed_in_as: 'Angemeldet als %{role}',
    intro:
      'Dies ist das Backoffice von Vyrelle. Hier verwalten Sie das Magazin, die Routinen und die festen Seiten, geben Bewertungen frei, bearbeiten Partneranfragen und behalten Produkte, Bestellungen, Verkaufsstellen und Abonnenten im Blick.',
    coming: 'Die Verwaltungsseiten kommen nach und nach hinzu; sie erscheinen im Menü links.',
  },
  errors: {
    server: 'Es ist ein Problem aufgetreten, bitte versuchen Sie es später erneut.',
    network:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
    not_found: 'Dieser Eintrag wurde nicht gefunden.',
    bad_response: 'Der Server hat eine Antwort gesendet, die das Backoffice nicht versteht.',
    unknown: 'Unbekannter Fehler.',
    codes: {
      COMMON_FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion.',
      COMMON_NOT_FOUND: 'Dieser Eintrag wurde nicht gefunden.',
      COMMON_PAYLOAD_TOO_LARGE: 'Die Datei oder die Daten sind zu groß.',
      COMMON_UNSUPPORTED_MEDIA_TYPE: 'Dieser Dateityp wird nicht unterstützt.',
      COMMON_TOO_MANY_REQUESTS:
        'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
      COMMON_UNAVAILABLE:
        'Der Dienst ist vorübergehend nicht verfügbar, bitte versuchen Sie es später erneut.',
      USERS_EMAIL_TAKEN: 'Diese E-Mail-Adresse wird bereits verwendet.',
    },
  },
};

// ra-language-german was last published for react-admin 3: newer keys stay English
export default deepMerge(englishMessages, germanMessages, {
  vyrelle: vyrelleDe,
  validation: validationDe,
}) as TranslationMessages;
