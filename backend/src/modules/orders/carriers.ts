/**
 * The carriers the shop ships with and their tracking pages. `{tracking}` is the parcel's number,
 * `{postalCode}` and `{country}` the delivery address's (some carriers ask for them). `other` takes
 * the tracking page from the back-office instead.
 */
export const CARRIERS = ['bpost', 'postnl', 'dhl', 'dpd', 'gls', 'ups', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_URLS: Record<Exclude<Carrier, 'other'>, string> = {
  bpost: 'https://track.bpost.cloud/btr/web/#/search?itemCode={tracking}&postalCode={postalCode}',
  postnl: 'https://jouw.postnl.nl/track-and-trace/{tracking}-{country}-{postalCode}',
  dhl: 'https://www.dhl.com/be-en/home/tracking.html?tracking-id={tracking}',
  dpd: 'https://www.dpdgroup.com/be/mydpd/my-parcels/track?parcelNumber={tracking}',
  gls: 'https://gls-group.com/track/{tracking}',
  ups: 'https://www.ups.com/track?tracknum={tracking}',
};

/** The carriers' names as shown to people (the same in every language). */
export const CARRIER_NAMES: Record<Carrier, string> = {
  bpost: 'bpost',
  postnl: 'PostNL',
  dhl: 'DHL',
  dpd: 'DPD',
  gls: 'GLS',
  ups: 'UPS',
  other: '',
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** The tracking page of a parcel of a known carrier. */
export function trackingUrl(
  carrier: Exclude<Carrier, 'other'>,
  trackingNumber: string,
  address: { postalCode: string; country: string },
): string {
  const fill = (value: string) => encodeURIComponent(value.replace(/\s+/g, ''));
  return TRACKING_URLS[carrier]
    .replace('{tracking}', fill(trackingNumber))
    .replace('{postalCode}', fill(address.postalCode))
    .replace('{country}', fill(address.country));
}

/** The name to show for a stored carrier value (a code of the table, or free text from before it). */
export function carrierName(carrier: string | null): string | null {
  if (!carrier) return null;
  return isCarrier(carrier) && carrier !== 'other' ? CARRIER_NAMES[carrier] : carrier;
}
