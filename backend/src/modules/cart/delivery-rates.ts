/**
 * Delivery cost rules (SPEC §9). The rates themselves are shipping zones kept in the database and
 * edited in the back-office (modules/shipping); this file holds the pure rule that turns a zone
 * into a quote, the EU member list and the totals. Amounts in euro cents, VAT included.
 */
/** VAT included in the delivery cost in Belgium (the standard Belgian rate); elsewhere see vat-rates.ts. */
export const DELIVERY_VAT_RATE = 21;
/** Delivery time promised on orders from before the shipping zones (they store none). */
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

/** What the quote needs of a shipping zone (ShippingZoneEntity). */
export interface ZoneRates {
  code: string;
  countries: string[];
  costCents: number;
  freeFromCents: number | null;
  minWorkingDays: number;
  maxWorkingDays: number;
}

export interface DeliveryQuote {
  country: string;
  /** Code of the zone serving the country; null when no zone serves it. */
  zone: string | null;
  /** False when no zone serves the country: no order can be delivered there. */
  served: boolean;
  /** Cost in cents, VAT included (0 from the free threshold on); null when not served. */
  costCents: number | null;
  /** From this item total (VAT incl.) delivery is free; null where there is no free threshold. */
  freeFromCents: number | null;
  /** Delivery time in working days; null when not served. */
  minWorkingDays: number | null;
  maxWorkingDays: number | null;
  /** Estimated delivery window (ISO dates) for an order placed on `today`; null when not served. */
  estimatedFrom: string | null;
  estimatedTo: string | null;
}

/** The zone serving `country`, or undefined. */
export function zoneFor<Z extends ZoneRates>(zones: readonly Z[], country: string): Z | undefined {
  const code = country.toUpperCase();
  return zones.find((zone) => zone.countries.includes(code));
}

/** `days` working days (Monday to Friday) after `from`, as an ISO date (UTC). */
export function addWorkingDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The delivery quote for `country` and an item total (VAT incl.): the zone's cost, free from its
 * threshold (inclusive), and the delivery window counted in working days from `today`.
 */
export function quoteDelivery(
  zones: readonly ZoneRates[],
  country: string,
  itemsGrossCents: number,
  today: Date = new Date(),
): DeliveryQuote {
  const code = country.toUpperCase();
  const zone = zoneFor(zones, code);
  if (!zone)
    return {
      country: code,
      zone: null,
      served: false,
      costCents: null,
      freeFromCents: null,
      minWorkingDays: null,
      maxWorkingDays: null,
      estimatedFrom: null,
      estimatedTo: null,
    };
  const free = zone.freeFromCents !== null && itemsGrossCents >= zone.freeFromCents;
  return {
    country: code,
    zone: zone.code,
    served: true,
    costCents: free ? 0 : zone.costCents,
    freeFromCents: zone.freeFromCents,
    minWorkingDays: zone.minWorkingDays,
    maxWorkingDays: zone.maxWorkingDays,
    estimatedFrom: addWorkingDays(today, zone.minWorkingDays),
    estimatedTo: addWorkingDays(today, zone.maxWorkingDays),
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
