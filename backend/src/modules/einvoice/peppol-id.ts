/**
 * Peppol participant ids (EAS scheme + identifier), after the Peppol code list "Participant
 * identifier schemes" / the EAS code list of EN 16931.
 *
 * Belgium: since 1 January 2026 every Belgian VAT-registered company must be reachable under
 * `0208` (BE:EN, the 10-digit enterprise number of the Crossroads Bank for Enterprises); `9925`
 * (BE:VAT) is still in the list but optional, so a Belgian salon gets `0208`. Other member
 * states: the country's VAT scheme, with the VAT number including its prefix (e.g.
 * `9957:FR12345678901`), except where the list has no VAT scheme and names the national id that
 * the VAT number carries (Italy 0211 PARTITA IVA, since 9906 IT:VAT is deprecated; Denmark 0184
 * CVR; Finland 0213 FI:VAT; Sweden 0007 organisation number).
 */
import { parseVatNumber } from '../partner-shop/vies/vat-number.js';
import type { PeppolParticipantId } from './einvoice-document.js';

/** The Belgian enterprise number scheme (BE:EN). */
export const BE_ENTERPRISE_SCHEME = '0208';

/** VAT prefix → EAS scheme whose identifier is the VAT number with its prefix. */
export const VAT_SCHEMES: Readonly<Record<string, string>> = {
  AT: '9914',
  BE: '9925',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  EL: '9933',
  ES: '9920',
  FR: '9957',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

/** Other schemes a salon may give (national company registers, GLN, DUNS). */
export const OTHER_SCHEMES: Readonly<Record<string, RegExp>> = {
  /** BE:EN, Belgian enterprise number: also checked with mod 97 (PEPPOL-COMMON-R043). */
  [BE_ENTERPRISE_SCHEME]: /^[01]\d{9}$/,
  /** FR:SIRENE (SIREN). */
  '0002': /^\d{9}$/,
  /** SE:ORGNR. */
  '0007': /^\d{10}$/,
  /** FR:SIRET. */
  '0009': /^\d{14}$/,
  /** DUNS. */
  '0060': /^\d{9}$/,
  /** GS1 GLN. */
  '0088': /^\d{13}$/,
  /** NL:KVK. */
  '0106': /^\d{8}$/,
  /** DK:DIGST (CVR). */
  '0184': /^(DK)?\d{8}$/,
  /** NL:OINO. */
  '0190': /^\d{20}$/,
  /** DE:LWID (Leitweg-ID). */
  '0204': /^[0-9A-Z-]{5,46}$/i,
  /** IT:IVA (partita IVA). */
  '0211': /^(IT)?\d{11}$/,
  /** FI:VAT. */
  '0213': /^(FI)?\d{8}$/,
};

/**
 * The check of PEPPOL-COMMON-R043 (`u:mod97-0208`): ten digits, and 97 minus the first eight
 * digits modulo 97 gives the last two.
 */
export function isBelgianEnterpriseNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  return 97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8));
}

/**
 * `0208:0123456749` → `{ scheme, id }` (spaces and dots in the id dropped: `0123.456.749` is
 * how the number is often written); null when it is not `scheme:id`.
 */
export function parseParticipantId(value: string): PeppolParticipantId | null {
  const match = /^\s*(\d{4})\s*:(.*)$/.exec(value);
  const id = match?.[2]!.replace(/[\s.]/g, '').toUpperCase() ?? '';
  return match && /^[^\s:]{1,50}$/.test(id) ? { scheme: match[1]!, id } : null;
}

export const formatParticipantId = (pid: PeppolParticipantId): string => `${pid.scheme}:${pid.id}`;

/**
 * Why a participant id is not acceptable, as a message key (`validation.peppolScheme`: a scheme
 * this shop does not know; `validation.peppolId`: the identifier does not fit its scheme), or null.
 */
export function participantIdProblem(pid: PeppolParticipantId): string | null {
  const vatCountry = Object.entries(VAT_SCHEMES).find(([, scheme]) => scheme === pid.scheme)?.[0];
  if (vatCountry) {
    const parsed = parseVatNumber(pid.id);
    return parsed && parsed.countryCode === vatCountry ? null : 'validation.peppolId';
  }
  const format = OTHER_SCHEMES[pid.scheme];
  if (!format) return 'validation.peppolScheme';
  if (!format.test(pid.id)) return 'validation.peppolId';
  if (pid.scheme === BE_ENTERPRISE_SCHEME && !isBelgianEnterpriseNumber(pid.id))
    return 'validation.peppolId';
  return null;
}

/**
 * The participant id a company is most likely registered under, from its VAT number: Belgian →
 * `0208` + the enterprise number (the VAT number's ten digits); other member states → their VAT
 * scheme (or national id scheme, see above). Null when the VAT number does not parse.
 */
export function participantIdFromVat(
  vatNumber: string | null | undefined,
): PeppolParticipantId | null {
  const parsed = vatNumber ? parseVatNumber(vatNumber) : null;
  if (!parsed) return null;
  switch (parsed.countryCode) {
    case 'BE':
      return { scheme: BE_ENTERPRISE_SCHEME, id: parsed.number };
    case 'IT':
      return { scheme: '0211', id: parsed.full };
    case 'DK':
      return { scheme: '0184', id: parsed.number };
    case 'FI':
      return { scheme: '0213', id: parsed.full };
    case 'SE':
      return { scheme: '0007', id: parsed.number.slice(0, 10) };
    default: {
      const scheme = VAT_SCHEMES[parsed.countryCode];
      return scheme ? { scheme, id: parsed.full } : null;
    }
  }
}

/**
 * A salon's participant id as given on its profile (`scheme:id`), or, when it gave none, the one
 * derived from its VAT number; null when neither is known.
 */
export function storeParticipantId(store: {
  peppolId: string | null;
  vatNumber: string | null;
}): PeppolParticipantId | null {
  return (
    (store.peppolId ? parseParticipantId(store.peppolId) : null) ??
    participantIdFromVat(store.vatNumber)
  );
}

/**
 * Checks a participant id typed on a profile: `{ value }` normalised (`0208:0123456749`, null to
 * clear it) or `{ error }` with a message key.
 */
export function parseProfileParticipantId(
  input: unknown,
): { value: string | null; error?: undefined } | { error: string; value?: undefined } {
  if (input === null || (typeof input === 'string' && input.trim() === '')) return { value: null };
  if (typeof input !== 'string' || input.length > 60) return { error: 'validation.peppolId' };
  const parsed = parseParticipantId(input);
  if (!parsed) return { error: 'validation.peppolId' };
  const problem = participantIdProblem(parsed);
  return problem ? { error: problem } : { value: formatParticipantId(parsed) };
}
