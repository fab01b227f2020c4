import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { deepMerge } from './deep-merge';

/** The back-office's own texts; the other languages must have the same keys (MessagesOf). */
export const vyrelleEn = {
  brand: 'Vyrelle',
  backoffice: 'Back-office',
  tagline: 'Professional epigenetic skincare',
  login: {
    title: 'Sign in to the back-office',
    email: 'Email address',
    password: 'Password',
    hint: 'For administrators and partner managers.',
  },
  locale: { label: 'Language' },
  auth: {
    invalid_credentials: 'The email and password combination is incorrect.',
    role_refused:
      'This account has no access to the back-office. Only administrators and partner managers can sign in here.',
    session_expired: 'Your session has ended. Please sign in again.',
    unavailable: 'A problem has occurred, please try again later.',
    too_many_attempts: 'Too many sign-in attempts. Please wait a moment and try again.',
  },
  roles: {
    admin: 'Administrator',
    partner_manager: 'Partner manager',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, %{name}',
    welcome_anonymous: 'Welcome',
    signed_in_as: 'Signed in as %{role}',
    intro:
      'This is the Vyrelle back-office. From here you manage the magazine, routines and fixed pages, approve reviews, handle partner applications, and keep track of products, orders, stores and subscribers.',
    coming: 'The management screens are added one by one; they appear in the menu on the left.',
  },
  errors: {
    server: 'A problem has occurred, please try again later.',
    network: 'The server cannot be reached. Check your connection and try again.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'This item was not found.',
    bad_response: 'The server sent an answer the back-office does not understand.',
    unknown: 'Unknown error.',
    /** API problem `code` → text, for the codes that deserve better than the server's detail. */
    codes: {
      COMMON_FORBIDDEN: 'You do not have permission to do this.',
      COMMON_NOT_FOUND: 'This item was not found.',
      COMMON_PAYLOAD_TOO_LARGE: 'The file or data is too large.',
      COMMON_UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
      COMMON_TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
      COMMON_UNAVAILABLE: 'The service is temporarily unavailable, please try again later.',
      USERS_EMAIL_TAKEN: 'This email address is already in use.',
    } as Record<string, string>,
  },
};

/**
 * Field messages of the API's problem `errors` map: class-validator failures arrive as
 * `validation.<rule>` keys (backend common/http/validation.ts) and react-admin translates
 * a field's error message through the i18n provider.
 */
export const validationEn = {
  required: 'This field is required.',
  isNotEmpty: 'This field is required.',
  isDefined: 'This field is required.',
  choice: 'Choose one of the options.',
  isIn: 'Choose one of the options.',
  country: 'Choose a valid country.',
  date: 'Enter a valid date.',
  isDateString: 'Enter a valid date.',
  email: 'Enter a valid email address.',
  isEmail: 'Enter a valid email address.',
  emailTaken: 'This email address is already in use.',
  integer: 'Enter a whole number.',
  isInt: 'Enter a whole number.',
  isBoolean: 'Choose yes or no.',
  min: 'The value is too small.',
  max: 'The value is too large.',
  tooLong: 'This text is too long.',
  maxLength: 'This text is too long.',
  isUrl: 'Enter a valid web address (https://…).',
  unknownField: 'This field is not accepted.',
  birthdayRequired: 'Enter a birthday to receive birthday deals.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordDigit: 'The password needs at least one digit.',
  passwordLowercase: 'The password needs at least one lowercase letter.',
  passwordUppercase: 'The password needs at least one uppercase letter.',
  passwordMismatch: 'The passwords do not match.',
  passwordTooShort: 'The password needs at least 6 characters.',
  privacyRequired: 'Please accept the privacy policy.',
  resetTokenInvalid: 'This reset link is invalid or has expired.',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type VyrelleMessages = Shape<typeof vyrelleEn>;
export type ValidationMessages = Shape<typeof validationEn>;

export default deepMerge(englishMessages, {
  vyrelle: vyrelleEn,
  validation: validationEn,
}) as TranslationMessages;
