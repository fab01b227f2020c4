/**
 * The port through which the partner shop asks whether a VAT number exists (the EU's VIES service
 * in production, a stand-in in tests). `unavailable`: the service could not answer (timeout,
 * member state down); the checkout then relies on the format check and records that.
 */
export type VatCheckResult = 'valid' | 'invalid' | 'unavailable';

export interface VatNumberValidator {
  check(countryCode: string, number: string): Promise<VatCheckResult>;
}

export const VAT_NUMBER_VALIDATOR = Symbol('VAT_NUMBER_VALIDATOR');
