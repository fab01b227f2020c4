import { describe, expect, it } from 'vitest';
import de from '../../i18n/de';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import nl from '../../i18n/nl';
import { canAccess } from '../../permissions';
import { partnerPrices } from '../partner-prices';
import { posts } from '../posts';
import { products } from '../products';
import { trainings } from '../trainings';
import { newTrainingValues, trainingStatus } from '../trainings/training-values';
import { partnerRevenue } from '.';

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

describe('partner manager screens (issue 9)', () => {
  it('shows partner managers the price list, the revenue report and trainings, but not posts or products', () => {
    expect(canAccess('partner_manager', partnerPrices.name, 'list')).toBe(true);
    expect(canAccess('partner_manager', partnerPrices.name, 'edit')).toBe(true);
    expect(canAccess('partner_manager', partnerPrices.name, 'delete')).toBe(false);
    expect(canAccess('partner_manager', partnerRevenue.name, 'list')).toBe(true);
    for (const action of ['list', 'create', 'edit', 'delete'])
      expect(canAccess('partner_manager', trainings.name, action)).toBe(true);
    expect(canAccess('partner_manager', 'partner-accounts', 'list')).toBe(true);
    expect(canAccess('partner_manager', 'partner-accounts', 'edit')).toBe(false);
    expect(canAccess('partner_manager', posts.name, 'list')).toBe(false);
    expect(canAccess('partner_manager', products.name, 'edit')).toBe(false);
    for (const name of [partnerPrices.name, partnerRevenue.name, trainings.name])
      expect(canAccess('admin', name, 'list')).toBe(true);
  });

  it('has the same texts in nl, en, de and fr', () => {
    for (const group of ['partnerPrices', 'partnerRevenue', 'trainings', 'stores.accounts']) {
      const reference = keys(lookup(en, group));
      expect(reference.length, group).toBeGreaterThan(0);
      for (const messages of [nl, de, fr])
        expect(keys(lookup(messages, group)), group).toEqual(reference);
    }
    for (const key of [
      'products.tabs.partner',
      'products.fields.partnerPriceEuro',
      'products.fields.partnerMinQuantity',
      'products.fields.partnerOnly',
      'partnerPrices.menu',
      'partnerRevenue.menu',
      'trainings.menu',
    ]) {
      for (const messages of [nl, en, de, fr])
        expect(typeof lookup(messages, key), key).toBe('string');
    }
    expect(lookup(nl, 'partnerRevenue.menu')).not.toBe(lookup(en, 'partnerRevenue.menu'));
  });

  it('starts a new training as a training and tells live, scheduled and draft apart', () => {
    expect(newTrainingValues()).toMatchObject({
      type: 'training',
      language: 'nl',
      attachments: [],
      sessionAt: null,
    });
    expect(trainingStatus({ live: true, published: true })).toBe('live');
    expect(trainingStatus({ live: false, published: true })).toBe('scheduled');
    expect(trainingStatus({ live: false, published: false })).toBe('draft');
  });
});
