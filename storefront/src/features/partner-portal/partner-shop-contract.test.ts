/** The partner shop's calls and types checked against the backend's committed OpenAPI document. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  CreatePartnerOrderRequest,
  PartnerCart,
  PartnerCartLine,
  PartnerDeliveryAddress,
  PartnerOrder,
  PartnerOrderLine,
  PartnerOrderList,
  PartnerOrderSummary,
  PartnerProduct,
  PartnerTotals,
  PlacedPartnerOrder,
} from './api/partner-shop-api.ts';

interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: {
    readonly schemas: Record<string, { readonly properties?: Record<string, unknown> }>;
  };
}

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../backend/openapi.json'), 'utf8'),
) as OpenApi;
const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();

function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys].map(String).sort();
}

describe('the partner shop contract (backend/openapi.json)', () => {
  it.each([
    ['get', '/api/partner/shop/products'],
    ['get', '/api/partner/shop/cart'],
    ['put', '/api/partner/shop/cart/items/{productId}'],
    ['delete', '/api/partner/shop/cart/items/{productId}'],
    ['post', '/api/partner/orders'],
    ['get', '/api/partner/orders'],
    ['get', '/api/partner/orders/{idOrNumber}'],
  ])('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('has exactly the fields of the hand-written types', () => {
    expect(
      keysOf<PartnerProduct>()(
        'id',
        'slug',
        'name',
        'subtitle',
        'image',
        'size',
        'partnerPriceCents',
        'vatRate',
        'minQuantity',
        'partnerOnly',
        'inStock',
        'locale',
      ),
    ).toEqual(properties('PartnerProductDto'));
    expect(
      keysOf<PartnerTotals>()(
        'itemsCents',
        'deliveryCents',
        'netCents',
        'vatCents',
        'totalCents',
        'vat',
        'reverseCharge',
      ),
    ).toEqual(properties('PartnerTotalsDto'));
    expect(
      keysOf<PartnerCartLine>()(
        'productId',
        'slug',
        'name',
        'image',
        'size',
        'unitPriceCents',
        'vatRate',
        'quantity',
        'minQuantity',
        'lineTotalCents',
        'inStock',
      ),
    ).toEqual(properties('PartnerCartLineDto'));
    expect(
      keysOf<PartnerCart>()('items', 'count', 'totals', 'companyName', 'vatNumber', 'currency'),
    ).toEqual(properties('PartnerCartResponseDto'));
    expect(
      keysOf<PartnerDeliveryAddress>()(
        'firstName',
        'lastName',
        'company',
        'street',
        'houseNumber',
        'box',
        'postalCode',
        'city',
        'country',
        'phone',
      ),
    ).toEqual(properties('PartnerDeliveryAddressDto'));
    expect(
      keysOf<Omit<CreatePartnerOrderRequest, 'idempotencyKey'>>()(
        'deliveryAddress',
        'companyName',
        'vatNumber',
        'locale',
      ),
    ).toEqual(properties('CreatePartnerOrderDto'));
    expect(
      keysOf<PartnerOrderSummary>()(
        'id',
        'number',
        'createdAt',
        'status',
        'paidStatus',
        'totalCents',
        'reverseCharge',
        'currency',
      ),
    ).toEqual(properties('PartnerOrderSummaryDto'));
    expect(
      keysOf<PartnerOrderLine>()(
        'productId',
        'slug',
        'name',
        'quantity',
        'unitPriceCents',
        'vatRate',
        'lineTotalCents',
      ),
    ).toEqual(properties('PartnerOrderLineDto'));
    expect(
      keysOf<PartnerOrder>()(
        'id',
        'number',
        'createdAt',
        'status',
        'paidStatus',
        'totalCents',
        'reverseCharge',
        'currency',
        'lines',
        'deliveryAddress',
        'companyName',
        'vatNumber',
        'itemsCents',
        'deliveryCents',
        'netCents',
        'vatCents',
        'vat',
        'paidAt',
        'checkoutUrl',
      ),
    ).toEqual(properties('PartnerOrderResponseDto'));
    expect(properties('PlacedPartnerOrderResponseDto')).toEqual(
      [...properties('PartnerOrderResponseDto'), 'vatVerified'].sort(),
    );
    expect(keysOf<Pick<PlacedPartnerOrder, 'vatVerified'>>()('vatVerified')).toEqual([
      'vatVerified',
    ]);
    expect(keysOf<PartnerOrderList>()('data', 'total', 'page', 'perPage')).toEqual(
      properties('PartnerOrderListResponseDto'),
    );
  });
});
