/**
 * THE place that reads an order line's VAT: every invoice and credit note line goes through
 * `lineAmounts`, the delivery through `deliveryAmounts`. When order lines store their own rate, net,
 * VAT and country (VAT by destination), switch these two functions to read the stored figures and
 * nothing else changes.
 */

/** The order fields the amounts depend on. */
export interface AmountsOrder {
  kind: string;
  reverseCharge: boolean;
  deliveryCents: number;
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

/** The delivery's VAT rate today (cart/delivery-rates DELIVERY_VAT_RATE). */
const DELIVERY_VAT_RATE = 21;

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
  return split(cents, order.reverseCharge ? 0 : DELIVERY_VAT_RATE, order.kind !== 'partner');
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
