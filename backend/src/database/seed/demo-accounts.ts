import type { Role } from '../../common/auth/roles.js';

/** The demo accounts of README, seeded into an empty non-production database. Never in production. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  country: string;
  locale: 'nl' | 'en' | 'de' | 'fr';
}[] = [
  {
    email: 'customer@demo.test',
    firstName: 'Lotte',
    lastName: 'Janssens',
    role: 'customer',
    country: 'BE',
    locale: 'nl',
  },
  {
    email: 'partner@demo.test',
    firstName: 'Sofie',
    lastName: 'Maes',
    role: 'partner',
    country: 'BE',
    locale: 'nl',
  },
  {
    email: 'manager@demo.test',
    firstName: 'Pieter',
    lastName: 'De Smet',
    role: 'partner_manager',
    country: 'BE',
    locale: 'en',
  },
  {
    email: 'admin@demo.test',
    firstName: 'Elise',
    lastName: 'Claes',
    role: 'admin',
    country: 'BE',
    locale: 'en',
  },
];
