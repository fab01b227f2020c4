import { describe, expect, it } from 'vitest';
import {
  dayProblem,
  formatRanges,
  fromHoursForm,
  hasOpeningHours,
  hoursFormProblems,
  todayIn,
  toHoursForm,
  weekdayName,
} from './opening-hours.ts';

describe('opening hours', () => {
  it('names weekdays in each language', () => {
    expect(weekdayName('mon', 'nl')).toBe('maandag');
    expect(weekdayName('mon', 'en')).toBe('Monday');
    expect(weekdayName('sun', 'de')).toBe('Sonntag');
    expect(weekdayName('wed', 'fr')).toBe('mercredi');
  });

  it('knows today in Brussels time, not the visitor’s clock zone', () => {
    // Sunday 23:30 UTC is already Monday in Brussels (winter time, UTC+1).
    expect(todayIn(new Date('2026-11-22T23:30:00Z'))).toBe('mon');
    expect(todayIn(new Date('2026-11-22T12:00:00Z'))).toBe('sun');
  });

  it('formats ranges and closed days', () => {
    expect(
      formatRanges([
        ['09:00', '12:30'],
        ['13:30', '18:00'],
      ]),
    ).toBe('09:00–12:30, 13:30–18:00');
    expect(formatRanges([])).toBeNull();
    expect(hasOpeningHours(null)).toBe(false);
    expect(hasOpeningHours({})).toBe(false);
    expect(hasOpeningHours({ sun: [] })).toBe(true);
  });

  it('checks a day as the server does', () => {
    expect(
      dayProblem([
        ['09:00', '12:00'],
        ['13:00', '18:00'],
      ]),
    ).toBeNull();
    expect(
      dayProblem([
        ['13:00', '18:00'],
        ['09:00', '13:00'],
      ]),
    ).toBeNull();
    expect(
      dayProblem([
        ['09:00', '12:00'],
        ['11:59', '18:00'],
      ]),
    ).toBe('validation.timeOverlap');
    expect(dayProblem([['18:00', '09:00']])).toBe('validation.timeOrder');
    expect(dayProblem([['09:00', '09:00']])).toBe('validation.timeOrder');
    expect(dayProblem([['9:00', '12:00']])).toBe('validation.openingHours');
    expect(dayProblem([['24:00', '25:00']])).toBe('validation.openingHours');
    expect(
      dayProblem([
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['14:00', '15:00'],
      ]),
    ).toBe('validation.tooMany');
  });

  it('round-trips the form and reports problems per day', () => {
    const hours = {
      mon: [],
      tue: [['09:00', '18:00']] as const,
      sat: [['10:00', '16:00']] as const,
    };
    const form = toHoursForm(hours);
    expect(form.mon.mode).toBe('closed');
    expect(form.tue.mode).toBe('open');
    expect(form.wed.mode).toBe('unknown');
    expect(fromHoursForm(form)).toEqual({
      mon: [],
      tue: [['09:00', '18:00']],
      sat: [['10:00', '16:00']],
    });
    const broken = {
      ...form,
      wed: { mode: 'open' as const, ranges: [] },
      thu: { mode: 'open' as const, ranges: [['12:00', '10:00']] as const },
    };
    expect(hoursFormProblems(broken)).toEqual({
      'openingHours.wed': 'validation.openingHours',
      'openingHours.thu': 'validation.timeOrder',
    });
  });
});
