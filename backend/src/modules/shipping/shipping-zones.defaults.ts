import type { ZoneRates } from '../cart/delivery-rates.js';

/**
 * The shipping zones the shop starts with (seeded by the ShippingZones migration, then edited in
 * the back-office): free delivery from 125 euro in Belgium, the Netherlands and Germany; a flat
 * rate for the rest of the EU; Europe outside the EU; a few countries further away.
 */
export const SEEDED_SHIPPING_ZONES: readonly (ZoneRates & { name: string })[] = [
  {
    code: 'be_nl_de',
    name: 'Belgium, the Netherlands, Germany',
    countries: ['BE', 'DE', 'NL'],
    costCents: 595,
    freeFromCents: 12_500,
    minWorkingDays: 3,
    maxWorkingDays: 4,
  },
  {
    code: 'eu',
    name: 'Rest of the EU',
    countries: [
      'AT',
      'BG',
      'CY',
      'CZ',
      'DK',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'HU',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'PL',
      'PT',
      'RO',
      'SE',
      'SI',
      'SK',
    ],
    costCents: 1_295,
    freeFromCents: null,
    minWorkingDays: 4,
    maxWorkingDays: 6,
  },
  {
    code: 'europe',
    name: 'Europe outside the EU',
    countries: ['AD', 'CH', 'GB', 'IS', 'LI', 'MC', 'NO', 'SM'],
    costCents: 1_995,
    freeFromCents: 25_000,
    minWorkingDays: 5,
    maxWorkingDays: 8,
  },
  {
    code: 'world',
    name: 'World',
    countries: ['AU', 'CA', 'JP', 'NZ', 'SG', 'US'],
    costCents: 3_495,
    freeFromCents: null,
    minWorkingDays: 7,
    maxWorkingDays: 12,
  },
];
