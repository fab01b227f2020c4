import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatCents } from './lib/money';
import { paidStatusColour, statusChoices, statusColour } from './resources/orders/order-state';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('money in the back-office', () => {
  it('formats cents as euro in each UI language', () => {
    expect(normalise(formatCents(4840, 'nl'))).toBe('€ 48,40');
    expect(normalise(formatCents(4840, 'en'))).toBe('€48.40');
    expect(normalise(formatCents(123456, 'de'))).toBe('1.234,56 €');
    expect(normalise(formatCents(123456, 'fr'))).toMatch(/^1 234,56 €$/);
    expect(normalise(formatCents(0, 'nl'))).toBe('€ 0,00');
  });

  it('turns typed euro amounts into cents without floating-point drift, and back', () => {
    expect(eurosToCents(48.4)).toBe(4840);
    expect(eurosToCents('19,99')).toBe(1999);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents('')).toBeNull();
    expect(eurosToCents('abc')).toBeNull();
    expect(centsToEuros(1999)).toBe(19.99);
    expect(centsToEuros(null)).toBe('');
  });

  it('labels and colours every order status', () => {
    expect(statusChoices.map((c) => c.name)).toContain('orders.status.pending_payment');
    expect(statusColour('cancelled')).toBe('error');
    expect(statusColour('delivered')).toBe('success');
    expect(paidStatusColour('refunded')).toBe('secondary');
  });
});
