import { describe, expect, it } from 'vitest';
import {
  isBelgianEnterpriseNumber,
  parseParticipantId,
  participantIdFromVat,
  participantIdProblem,
} from './peppol-id.js';

describe('Peppol participant ids', () => {
  it('checks a Belgian enterprise number as PEPPOL-COMMON-R043 does (10 digits, mod 97)', () => {
    expect(isBelgianEnterpriseNumber('0123456749')).toBe(true);
    expect(isBelgianEnterpriseNumber('0471123456')).toBe(true);
    expect(isBelgianEnterpriseNumber('0123456789')).toBe(false);
    expect(isBelgianEnterpriseNumber('123456749')).toBe(false);
    expect(isBelgianEnterpriseNumber('01234567490')).toBe(false);
    expect(isBelgianEnterpriseNumber('012345674a')).toBe(false);
  });

  it('derives 0208 + the enterprise number for a Belgian VAT number, the VAT scheme elsewhere', () => {
    expect(participantIdFromVat('BE 0123.456.749')).toEqual({ scheme: '0208', id: '0123456749' });
    expect(participantIdFromVat('FR40303265045')).toEqual({ scheme: '9957', id: 'FR40303265045' });
    expect(participantIdFromVat('NL123456789B01')).toEqual({
      scheme: '9944',
      id: 'NL123456789B01',
    });
    expect(participantIdFromVat('DE123456789')).toEqual({ scheme: '9930', id: 'DE123456789' });
    expect(participantIdFromVat('IT12345678901')).toEqual({ scheme: '0211', id: 'IT12345678901' });
    expect(participantIdFromVat('SE556677889901')).toEqual({ scheme: '0007', id: '5566778899' });
    expect(participantIdFromVat('nonsense')).toBeNull();
    expect(participantIdFromVat(null)).toBeNull();
  });

  it('parses scheme:id and says what is wrong with one', () => {
    expect(parseParticipantId(' 0208:0123456749 ')).toEqual({ scheme: '0208', id: '0123456749' });
    expect(parseParticipantId('9957:fr40303265045')).toEqual({
      scheme: '9957',
      id: 'FR40303265045',
    });
    expect(parseParticipantId('0123456749')).toBeNull();
    expect(participantIdProblem({ scheme: '0208', id: '0123456749' })).toBeNull();
    expect(participantIdProblem({ scheme: '0208', id: '0123456789' })).toBe('validation.peppolId');
    expect(participantIdProblem({ scheme: '9957', id: 'FR40303265045' })).toBeNull();
    expect(participantIdProblem({ scheme: '9957', id: 'DE123456789' })).toBe('validation.peppolId');
    expect(participantIdProblem({ scheme: '0088', id: '5412345000013' })).toBeNull();
    expect(participantIdProblem({ scheme: '1234', id: 'X' })).toBe('validation.peppolScheme');
  });
});
