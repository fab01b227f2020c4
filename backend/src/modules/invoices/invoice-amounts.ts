import { DELIVERY_VAT_RATE } from '../cart/delivery-rates.js';
import { destinationVat } from '../cart/vat-rates.js';

/**
 * THE place that reads an order line's VAT: every invoice and credit note line goes through
 * `lineAmounts`, the delivery through `deliveryAmounts`. Lines carry the rate, net and VAT they were
 * charged (VAT by destination); the delivery carries the VAT of the member state the order was taxed
 * in (`vatCountry`), as checkout charged it.
 */

/** The order fields the amounts depend on. */
export interface AmountsOrder {
  kind: string;
  reverseCharge: boolean;
  deliveryCents: number;
  /** The member state whose VAT applies (orders before VAT by destination: BE). */
  vatCountry?: string | null;
}

/** The order line fields the amounts depend on (plus, later, stored rate/net/vat). */
export interface AmountsLine {
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  vatRate: number;
  /** Set once order lines store their VAT (VAT by destination): then these are used as they are. */
  netCents?: number | null;
  vatCents?: number | null;
}

export interface LineAmounts {
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Whether the order's unit price includes VAT (web shop) or not (partner shop). */
  unitPriceIncludesVat: boolean;
}

/**
 * A line's VAT rate, net, VAT and gross. Web shop lines are priced VAT included (the VAT is taken
 * out of the gross); partner lines are priced VAT excluded (the VAT is added), and a reverse-charged
 * order charges none.
 */
export function lineAmounts(order: AmountsOrder, line: AmountsLine): LineAmounts {
  const includesVat = order.kind !== 'partner';
  if (line.netCents != null && line.vatCents != null) {
    const rate = order.reverseCharge ? 0 : line.vatRate;
    return {
      vatRate: rate,
      netCents: Number(line.netCents),
      vatCents: Number(line.vatCents),
      grossCents: Number(line.netCents) + Number(line.vatCents),
      unitPriceIncludesVat: includesVat,
    };
  }
  return split(Number(line.lineTotalCents), order.reverseCharge ? 0 : line.vatRate, includesVat);
}

/** The delivery charge as an invoice line's amounts (null when delivery was free). */
export function deliveryAmounts(order: AmountsOrder): LineAmounts | null {
  const cents = Number(order.deliveryCents);
  if (!cents) return null;
  // The Belgian delivery rate, or the rate of the member state the order was taxed in (OSS), or 0
  // for an export: what checkout charged (the setting VAT_OSS was already applied to vatCountry).
  const rate = order.reverseCharge
    ? 0
    : destinationVat(order.vatCountry ?? 'BE', DELIVERY_VAT_RATE, true).rate;
  return split(cents, rate, order.kind !== 'partner');
}

function split(cents: number, rate: number, includesVat: boolean): LineAmounts {
  if (includesVat) {
    const netCents = Math.round((cents * 100) / (100 + rate));
    return {
      vatRate: rate,
      netCents,
      vatCents: cents - netCents,
      grossCents: cents,
      unitPriceIncludesVat: true,
    };
  }
  const vatCents = Math.round((cents * rate) / 100);
  return {
    vatRate: rate,
    netCents: cents,
    vatCents,
    grossCents: cents + vatCents,
    unitPriceIncludesVat: false,
  };
}
