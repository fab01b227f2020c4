import { LOCALES } from '../../common/i18n/locale.js';
import { parseProfileParticipantId } from '../einvoice/peppol-id.js';
import type { StoreOpeningHours, Weekday } from '../stores/entities/store.entity.js';

export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const MAX_RANGES_PER_DAY = 3;
export const MAX_SERVICES = 12;
export const MAX_SERVICE_LENGTH = 60;

/** What a salon may change on its own profile (name and address go through the partner managers). */
export interface SalonProfileInput {
  openingHours?: unknown;
  services?: unknown;
  languages?: unknown;
  phone?: unknown;
  website?: unknown;
  email?: unknown;
  peppolId?: unknown;
}

export interface SalonProfilePatch {
  openingHours?: StoreOpeningHours | null;
  services?: string[] | null;
  languages?: string[] | null;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  peppolId?: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Control characters and markup brackets: a service is plain text shown as is. */
const NOT_PLAIN = /[\p{Cc}<>]/u;
const PHONE = /^\+?[0-9 ()./-]{6,40}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** One day's ranges: a message key when they are not valid, else null. */
export function checkDay(ranges: unknown): string | null {
  if (!Array.isArray(ranges)) return 'validation.openingHours';
  if (ranges.length > MAX_RANGES_PER_DAY) return 'validation.tooMany';
  const parsed: [number, number][] = [];
  for (const range of ranges) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((t) => typeof t === 'string' && TIME.test(t))
    )
      return 'validation.openingHours';
    const [from, to] = [minutes(range[0] as string), minutes(range[1] as string)];
    if (from >= to) return 'validation.timeOrder';
    parsed.push([from, to]);
  }
  parsed.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < parsed.length; i++)
    if (parsed[i]![0] < parsed[i - 1]![1]) return 'validation.timeOverlap';
  return null;
}

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined
    ? undefined
    : value === null
      ? null
      : typeof value === 'string'
        ? value.trim() || null
        : (value as string);

/**
 * Checks a salon's profile edit as a whole, so the form gets every field's message at once:
 * `{ patch }` when valid, else `{ errors }` (field → message key, e.g. `openingHours.mon`, `services.2`).
 */
export function parseSalonProfile(input: SalonProfileInput): {
  patch: SalonProfilePatch;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const patch: SalonProfilePatch = {};

  if (input.openingHours !== undefined) {
    if (input.openingHours === null) patch.openingHours = null;
    else if (typeof input.openingHours !== 'object' || Array.isArray(input.openingHours))
      errors.openingHours = 'validation.openingHours';
    else {
      const hours: StoreOpeningHours = {};
      for (const [day, ranges] of Object.entries(input.openingHours as Record<string, unknown>)) {
        if (!(WEEKDAYS as readonly string[]).includes(day)) {
          errors[`openingHours.${day.slice(0, 20)}`] = 'validation.unknownField';
          continue;
        }
        const problem = checkDay(ranges);
        if (problem) errors[`openingHours.${day}`] = problem;
        else
          hours[day as Weekday] = [...(ranges as [string, string][])]
            .map(([from, to]) => [from, to] as [string, string])
            .sort((a, b) => a[0].localeCompare(b[0]));
      }
      patch.openingHours = Object.fromEntries(
        WEEKDAYS.filter((day) => hours[day]).map((day) => [day, hours[day]!]),
      ) as StoreOpeningHours;
    }
  }

  if (input.services !== undefined) {
    if (input.services === null) patch.services = null;
    else if (!Array.isArray(input.services)) errors.services = 'validation.choice';
    else if (input.services.length > MAX_SERVICES) errors.services = 'validation.tooMany';
    else {
      const seen = new Set<string>();
      const services: string[] = [];
      input.services.forEach((raw, index) => {
        const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : null;
        if (!value) errors[`services.${index}`] = 'validation.required';
        else if (value.length > MAX_SERVICE_LENGTH)
          errors[`services.${index}`] = 'validation.tooLong';
        else if (NOT_PLAIN.test(value)) errors[`services.${index}`] = 'validation.text';
        else if (seen.has(value.toLocaleLowerCase()))
          errors[`services.${index}`] = 'validation.duplicate';
        else {
          seen.add(value.toLocaleLowerCase());
          services.push(value);
        }
      });
      patch.services = services;
    }
  }

  if (input.languages !== undefined) {
    if (input.languages === null) patch.languages = null;
    else if (
      !Array.isArray(input.languages) ||
      !input.languages.every(
        (l) => typeof l === 'string' && (LOCALES as readonly string[]).includes(l),
      )
    )
      errors.languages = 'validation.choice';
    else patch.languages = LOCALES.filter((l) => (input.languages as string[]).includes(l));
  }

  const phone = optionalText(input.phone);
  if (phone !== undefined) {
    if (phone !== null && (typeof phone !== 'string' || !PHONE.test(phone)))
      errors.phone = 'validation.phone';
    else patch.phone = phone;
  }
  const website = optionalText(input.website);
  if (website !== undefined) {
    if (
      website !== null &&
      (typeof website !== 'string' ||
        website.length > 300 ||
        !/^https?:\/\/[^\s/<>"]+\.[^\s/<>"]+(\/[^\s<>"]*)?$/i.test(website))
    )
      errors.website = 'validation.link';
    else patch.website = website;
  }
  const email = optionalText(input.email);
  if (email !== undefined) {
    if (email !== null && (typeof email !== 'string' || email.length > 320 || !EMAIL.test(email)))
      errors.email = 'validation.email';
    else patch.email = email === null ? null : email.toLowerCase();
  }
  if (input.peppolId !== undefined) {
    const peppolId = parseProfileParticipantId(input.peppolId);
    if (peppolId.error !== undefined) errors.peppolId = peppolId.error;
    else patch.peppolId = peppolId.value;
  }
  return { patch, errors };
}
