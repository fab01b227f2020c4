import { describe, expect, it } from 'vitest';
import { checkDay, parseSalonProfile } from './salon-profile.js';

describe('salon profile rules', () => {
  it('accepts up to three ordered, non-overlapping ranges a day and sorts them', () => {
    expect(checkDay([])).toBeNull();
    expect(
      checkDay([
        ['13:30', '18:00'],
        ['09:00', '12:30'],
      ]),
    ).toBeNull();
    expect(
      checkDay([
        ['09:00', '12:00'],
        ['12:00', '13:00'],
      ]),
    ).toBeNull(); // touching is not overlapping
    const { patch, errors } = parseSalonProfile({
      openingHours: {
        sun: [],
        tue: [
          ['13:30', '18:00'],
          ['09:00', '12:30'],
        ],
      },
    });
    expect(errors).toEqual({});
    expect(patch.openingHours).toEqual({
      tue: [
        ['09:00', '12:30'],
        ['13:30', '18:00'],
      ],
      sun: [],
    });
  });

  it('names the problem of a day', () => {
    expect(
      checkDay([
        ['09:00', '12:00'],
        ['11:00', '14:00'],
      ]),
    ).toBe('validation.timeOverlap');
    expect(checkDay([['12:00', '12:00']])).toBe('validation.timeOrder');
    expect(checkDay([['24:00', '25:00']])).toBe('validation.openingHours');
    expect(checkDay([['09:00']])).toBe('validation.openingHours');
    expect(checkDay('09:00-18:00')).toBe('validation.openingHours');
    expect(
      checkDay([
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['14:00', '15:00'],
      ]),
    ).toBe('validation.tooMany');
  });

  it('trims services, refuses duplicates (any case), markup and control characters', () => {
    expect(parseSalonProfile({ services: ['  Peeling  ', 'Huid   analyse'] })).toEqual({
      patch: { services: ['Peeling', 'Huid analyse'] },
      errors: {},
    });
    expect(
      parseSalonProfile({ services: ['Peeling', 'PEELING', 'a\u0007b', '<i>x</i>'] }).errors,
    ).toEqual({
      'services.1': 'validation.duplicate',
      'services.2': 'validation.text',
      'services.3': 'validation.text',
    });
  });

  it('keeps languages in a fixed order and checks contact details', () => {
    expect(parseSalonProfile({ languages: ['fr', 'nl'] }).patch.languages).toEqual(['nl', 'fr']);
    expect(parseSalonProfile({ phone: ' ', website: '', email: null }).patch).toEqual({
      phone: null,
      website: null,
      email: null,
    });
    expect(parseSalonProfile({ website: 'ftp://x.example' }).errors).toEqual({
      website: 'validation.link',
    });
    expect(parseSalonProfile({ website: 'https://salon.example/nl' }).patch.website).toBe(
      'https://salon.example/nl',
    );
    expect(parseSalonProfile({ phone: 12 }).errors).toEqual({ phone: 'validation.phone' });
  });
});
