import { describe, expect, it } from 'vitest';
import de from '../../i18n/de';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import nl from '../../i18n/nl';
import { canAccess } from '../../permissions';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}

const lookup = (messages: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

describe('e-invoices on the store screen (issue 16)', () => {
  it('lets partner managers and admins list a salon’s B2B orders, nothing more', () => {
    expect(canAccess('partner_manager', 'partner-orders', 'list')).toBe(true);
    expect(canAccess('partner_manager', 'partner-orders', 'edit')).toBe(false);
    expect(canAccess('partner_manager', 'partner-orders', 'delete')).toBe(false);
    expect(canAccess('admin', 'partner-orders', 'list')).toBe(true);
  });

  it('has the same texts in nl, en, de and fr', () => {
    const reference = keys(lookup(en, 'stores.partnerOrders'));
    expect(reference.length).toBeGreaterThan(5);
    for (const messages of [nl, de, fr])
      expect(keys(lookup(messages, 'stores.partnerOrders'))).toEqual(reference);
    for (const key of [
      'stores.fields.peppolId',
      'stores.help.peppolId',
      'stores.help.peppolIdDerived',
      'validation.peppolId',
      'validation.peppolScheme',
    ])
      for (const messages of [nl, en, de, fr])
        expect(typeof lookup(messages, key), key).toBe('string');
    expect(lookup(nl, 'stores.help.peppolIdDerived')).toContain('%{id}');
  });
});
