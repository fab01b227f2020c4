/**
 * A salon's opening hours (`StoreResponseDto.openingHours`): weekday names in the visitor's
 * language, today's day, ranges as text, and the same rules the server checks on a salon's edit
 * (`parseSalonProfile`), so the profile form can show them before sending.
 */
import { intlLocale } from './format.ts';
import type { Locale } from './routes.ts';

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
export type TimeRange = readonly [string, string];
export type OpeningHours = Partial<Record<Weekday, readonly TimeRange[]>>;

export const maxRangesPerDay = 3;

/** 2024-01-01 was a Monday: the dates of one week give Intl's weekday names. */
const MONDAY = Date.UTC(2024, 0, 1);

/** `mon` → `maandag` (nl), `Monday` (en), `Montag` (de), `lundi` (fr). */
export function weekdayName(
  day: Weekday,
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  const date = new Date(MONDAY + weekdays.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' }).format(
    date,
  );
}

/** Today's weekday where the salons are (Central European time), whatever the visitor's clock zone. */
export function todayIn(now: Date = new Date(), timeZone = 'Europe/Brussels'): Weekday {
  const name = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone })
    .format(now)
    .slice(0, 3)
    .toLowerCase();
  return (weekdays as readonly string[]).includes(name) ? (name as Weekday) : 'mon';
}

/** `[['09:00','12:30'],['13:30','18:00']]` → `09:00–12:30, 13:30–18:00`; `[]` → null (closed). */
export function formatRanges(ranges: readonly TimeRange[]): string | null {
  return ranges.length ? ranges.map(([from, to]) => `${from}–${to}`).join(', ') : null;
}

/** Whether any day is given at all (the locator shows nothing otherwise). */
export function hasOpeningHours(hours: OpeningHours | null | undefined): hours is OpeningHours {
  return !!hours && weekdays.some((day) => hours[day] !== undefined);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type DayProblem =
  | 'validation.openingHours'
  | 'validation.tooMany'
  | 'validation.timeOrder'
  | 'validation.timeOverlap';

/** The message key of a day's problem (as the server reports it), or null when the day is fine. */
export function dayProblem(ranges: readonly TimeRange[]): DayProblem | null {
  if (ranges.length > maxRangesPerDay) return 'validation.tooMany';
  const parsed: [number, number][] = [];
  for (const [from, to] of ranges) {
    if (!TIME.test(from) || !TIME.test(to)) return 'validation.openingHours';
    if (minutes(from) >= minutes(to)) return 'validation.timeOrder';
    parsed.push([minutes(from), minutes(to)]);
  }
  parsed.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < parsed.length; i++)
    if (parsed[i]![0] < parsed[i - 1]![1]) return 'validation.timeOverlap';
  return null;
}

/** One weekday in the profile form: not given, closed, or open in ranges (kept as typed). */
export interface DayForm {
  readonly mode: 'unknown' | 'closed' | 'open';
  readonly ranges: readonly TimeRange[];
}

export type HoursForm = Readonly<Record<Weekday, DayForm>>;

export function toHoursForm(hours: OpeningHours | null | undefined): HoursForm {
  return Object.fromEntries(
    weekdays.map((day) => {
      const ranges = hours?.[day];
      return [
        day,
        ranges === undefined
          ? { mode: 'unknown', ranges: [] }
          : ranges.length === 0
            ? { mode: 'closed', ranges: [] }
            : { mode: 'open', ranges },
      ];
    }),
  ) as unknown as HoursForm;
}

/** The form back to the API's shape (days not given are left out; an open day without ranges is sent as is, for the server to refuse). */
export function fromHoursForm(form: HoursForm): OpeningHours {
  const out: Partial<Record<Weekday, readonly TimeRange[]>> = {};
  for (const day of weekdays) {
    const entry = form[day];
    if (entry.mode === 'closed') out[day] = [];
    else if (entry.mode === 'open')
      out[day] = entry.ranges.map(([from, to]) => [from, to] as const);
  }
  return out;
}

/** Client-side problems per day (`openingHours.<day>` keys, like the server's). */
export function hoursFormProblems(
  form: HoursForm,
): Partial<Record<`openingHours.${Weekday}`, DayProblem>> {
  const out: Partial<Record<`openingHours.${Weekday}`, DayProblem>> = {};
  for (const day of weekdays) {
    const entry = form[day];
    if (entry.mode !== 'open') continue;
    const problem =
      entry.ranges.length === 0 ? 'validation.openingHours' : dayProblem(entry.ranges);
    if (problem) out[`openingHours.${day}`] = problem;
  }
  return out;
}
