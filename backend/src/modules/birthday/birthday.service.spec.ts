import { describe, expect, it } from 'vitest';
import { birthdaysAhead } from './birthday.service.js';

describe('birthdaysAhead', () => {
  it('covers the grant day up to a week later, with the year of each birthday', () => {
    const ahead = birthdaysAhead('2026-12-28');
    expect(ahead.map((o) => o.monthDay)).toEqual([
      '12-28',
      '12-29',
      '12-30',
      '12-31',
      '01-01',
      '01-02',
      '01-03',
      '01-04',
    ]);
    expect(ahead.find((o) => o.monthDay === '01-04')).toMatchObject({
      date: '2027-01-04',
      year: 2027,
    });
  });

  it('celebrates 29 February on 1 March in a non-leap year, a week ahead', () => {
    const ahead = birthdaysAhead('2027-02-22');
    expect(ahead.find((o) => o.monthDay === '02-29')).toEqual({
      monthDay: '02-29',
      date: '2027-03-01',
      year: 2027,
    });
    // The day before, 1 March is 8 days away: not yet.
    expect(birthdaysAhead('2027-02-21').some((o) => o.monthDay === '02-29')).toBe(false);
  });

  it('keeps 29 February itself in a leap year (and no second entry on 1 March)', () => {
    const ahead = birthdaysAhead('2028-02-22');
    expect(ahead.filter((o) => o.monthDay === '02-29')).toEqual([
      { monthDay: '02-29', date: '2028-02-29', year: 2028 },
    ]);
  });
});
