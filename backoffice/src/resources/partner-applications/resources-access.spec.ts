import { describe, expect, it } from 'vitest';
import de from '../../i18n/de';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import nl from '../../i18n/nl';
import { canAccess } from '../../permissions';
import { jobs } from '../jobs';
import { stores } from '../stores';
import { partnerApplications } from '.';

/** Every leaf key path of a messages object. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}

describe('partner applications, stores and failed jobs in the back-office', () => {
  it('shows partner managers the partner applications and stores, and only admins the failed jobs', () => {
    for (const action of ['list', 'show', 'edit'])
      expect(canAccess('partner_manager', partnerApplications.name, action)).toBe(true);
    for (const action of ['list', 'edit', 'create'])
      expect(canAccess('partner_manager', stores.name, action)).toBe(true);
    expect(canAccess('partner_manager', jobs.name, 'list')).toBe(false);
    expect(canAccess('admin', jobs.name, 'list')).toBe(true);
    expect(canAccess(null, partnerApplications.name, 'list')).toBe(false);
  });

  it('has the same texts in nl, en, de and fr', () => {
    for (const group of ['partnerApplications', 'stores', 'jobs']) {
      const reference = keys((en as Record<string, unknown>)[group]);
      expect(reference.length).toBeGreaterThan(5);
      for (const messages of [nl, de, fr])
        expect(keys((messages as Record<string, unknown>)[group])).toEqual(reference);
    }
  });
});
