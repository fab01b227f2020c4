import { describe, expect, it } from 'vitest';
import { clientName } from './routines.service.js';

describe('clientName', () => {
  it('gives a salon the first name and the last initial only', () => {
    expect(clientName({ firstName: 'Lotte', lastName: 'Janssens' })).toBe('Lotte J.');
    expect(clientName({ firstName: ' Émile ', lastName: 'van Dijk' })).toBe('Émile V.');
    expect(clientName({ firstName: 'Ana', lastName: '  ' })).toBe('Ana');
  });
});
