/**
 * Delivery cost rules, in ONE place (SPEC §9): free from 125.00 euro (VAT included) for Belgium,
 * the Netherlands and Germany; a flat rate below that and for the rest of the EU; outside the EU
 * the cost and date are quoted at checkout (no online order). Amounts in euro cents, VAT included.
 */
export const FREE_DELIVERY_COUNTRIES = ['BE', 'NL', 'DE'] as const;
export const FREE_DELIVERY_FROM_CENTS = 12_500;
/** Flat rate in BE, NL and DE below the free-delivery threshold. */
export const DOMESTIC_RATE_CENTS = 595;
/** Flat rate for the other EU member states. */
export const EU_RATE_CENTS = 1_295;
/** VAT included in the delivery cost in Belgium (the standard Belgian rate); elsewhere see vat-rates.ts. */
export const DELIVERY_VAT_RATE = 21;
/** Average delivery time in working days (SPEC §9). */
export const EXPECTED_DELIVERY_WORKING_DAYS = { min: 3, max: 4 } as const;

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export type DeliveryZone = 'free_zone' | 'eu' | 'outside_eu';

export interface DeliveryQuote {
  country: string;
  zone: DeliveryZone;
  /** Cost in cents, VAT included; null outside the EU (quoted at checkout). */
  costCents: number | null;
  /** From this item total (VAT incl.) delivery is free; null where there is no free threshold. */
  freeFromCents: number | null;
  /** Outside the EU the cost and date are computed at checkout: no online order. */
  quotedAtCheckout: boolean;
}

export function deliveryQuote(country: string, itemsGrossCents: number): DeliveryQuote {
  const code = country.toUpperCase();
  if ((FREE_DELIVERY_COUNTRIES as readonly string[]).includes(code)) {
    return {
      country: code,
      zone: 'free_zone',
      costCents: itemsGrossCents >= FREE_DELIVERY_FROM_CENTS ? 0 : DOMESTIC_RATE_CENTS,
      freeFromCents: FREE_DELIVERY_FROM_CENTS,
      quotedAtCheckout: false,
    };
  }
  if ((EU_COUNTRIES as readonly string[]).includes(code)) {
    return {
      country: code,
      zone: 'eu',
      costCents: EU_RATE_CENTS,
      freeFromCents: null,
      quotedAtCheckout: false,
    };
  }
  return {
    country: code,
    zone: 'outside_eu',
    costCents: null,
    freeFromCents: null,
    quotedAtCheckout: true,
  };
}

export interface VatLine {
  /** VAT rate in percent (may carry a decimal: 25.5). */
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface Totals {
  itemsCents: number;
  deliveryCents: number | null;
  netCents: number;
  vatCents: number;
  /** Items plus delivery, VAT included (items only while delivery is quoted at checkout). */
  totalCents: number;
  vat: VatLine[];
}

/**
 * Splits VAT-inclusive amounts into net and VAT, rounded per line to the cent (the gross stays
 * exact), and sums them per rate: the totals are the sums of what each order line stores.
 * Delivery carries the VAT of the goods it delivers (`deliveryVatRate`: the destination's
 * standard rate, 21 in Belgium).
 */
export function computeTotals(
  lines: { grossCents: number; vatRate: number }[],
  deliveryCents: number | null,
  deliveryVatRate: number = DELIVERY_VAT_RATE,
): Totals {
  const byRate = new Map<number, { netCents: number; vatCents: number; grossCents: number }>();
  const add = (grossCents: number, rate: number) => {
    const netCents = Math.round((grossCents * 100) / (100 + rate));
    const sum = byRate.get(rate) ?? { netCents: 0, vatCents: 0, grossCents: 0 };
    sum.netCents += netCents;
    sum.vatCents += grossCents - netCents;
    sum.grossCents += grossCents;
    byRate.set(rate, sum);
  };
  for (const line of lines) add(line.grossCents, line.vatRate);
  if (deliveryCents) add(deliveryCents, deliveryVatRate);
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({ rate, ...sum }));
  const itemsCents = lines.reduce((sum, line) => sum + line.grossCents, 0);
  return {
    itemsCents,
    deliveryCents,
    netCents: vat.reduce((s, v) => s + v.netCents, 0),
    vatCents: vat.reduce((s, v) => s + v.vatCents, 0),
    totalCents: itemsCents + (deliveryCents ?? 0),
    vat,
  };
}
