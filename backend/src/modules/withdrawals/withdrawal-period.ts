/**
 * The dates of a consumer's withdrawal (Directive 2011/83/EU Art. 9, 13, 16(e) as amended by
 * Directive (EU) 2023/2673): 14 days from the day the goods were delivered, counted in the shop's
 * time zone; before delivery the period has not started, so withdrawal is always open.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** The shop's promise (SPEC §9): refunded within 7 working days of receiving the return. */
export const REFUND_PROMISE_WORKING_DAYS = 7;
/** The legal latest refund: 14 days after the withdrawal reached the shop (Art. 13(1)). */
export const LEGAL_REFUND_DAYS = 14;

const SHOP_TIME_ZONE = 'Europe/Brussels';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of a moment in the shop's time zone. */
export function shopDay(at: Date | string): string {
  return dayFormat.format(new Date(at));
}

/** A calendar day plus n days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** A calendar day plus n working days (Monday to Friday). */
export function addWorkingDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  let left = n;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The last day to withdraw, or null while the order is not delivered (the period has not started). */
export function periodEndsOn(deliveredAt: string | null): string | null {
  return deliveredAt ? addDays(shopDay(deliveredAt), WITHDRAWAL_PERIOD_DAYS) : null;
}

/** Whether a withdrawal made at `now` is in time. */
export function withinPeriod(deliveredAt: string | null, now: Date = new Date()): boolean {
  const last = periodEndsOn(deliveredAt);
  return last === null || shopDay(now) <= last;
}
