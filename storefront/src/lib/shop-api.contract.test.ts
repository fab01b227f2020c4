/** The shop's calls and hand-written types (`shop-api.ts`) checked against backend/openapi.json. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  Address,
  AddressFields,
  CartDelivery,
  CartLine,
  CartResponse,
  FavouritesResponse,
  Order,
  OrderAddress,
  OrderLine,
  OrderSummary,
  PaymentMethods,
  VatLine,
} from './shop-api.ts';

interface Schema {
  readonly properties?: Record<string, { $ref?: string }>;
}
const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../backend/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Schema> };
};

/** Every key of T, listed once: the compiler rejects a missing or an unknown one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys].map(String).sort();
}
const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();

const calls: [method: string, path: string][] = [
  ['get', '/api/cart'],
  ['post', '/api/cart/items'],
  ['patch', '/api/cart/items/{productId}'],
  ['delete', '/api/cart/items/{productId}'],
  ['get', '/api/favourites'],
  ['put', '/api/favourites/{productId}'],
  ['delete', '/api/favourites/{productId}'],
  ['get', '/api/addresses'],
  ['post', '/api/addresses'],
  ['patch', '/api/addresses/{id}'],
  ['delete', '/api/addresses/{id}'],
  ['get', '/api/user/specialist'],
  ['put', '/api/user/specialist'],
  ['delete', '/api/user/specialist'],
  ['get', '/api/stores'],
  ['get', '/api/orders'],
  ['post', '/api/orders'],
  ['get', '/api/orders/{idOrNumber}'],
  ['post', '/api/orders/{idOrNumber}/payment'],
  ['get', '/api/payment-methods'],
];

describe('the shop API contract (backend/openapi.json)', () => {
  it.each(calls)('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('reads the cart with exactly the document’s fields', () => {
    expect(keysOf<CartResponse>()('items', 'count', 'delivery', 'totals', 'currency')).toEqual(
      properties('CartResponseDto'),
    );
    expect(
      keysOf<CartLine>()(
        'productId',
        'slug',
        'name',
        'image',
        'size',
        'unitPriceCents',
        'vatRate',
        'quantity',
        'lineTotalCents',
        'inStock',
      ),
    ).toEqual(properties('CartLineDto'));
    expect(
      keysOf<CartDelivery>()('country', 'zone', 'costCents', 'freeFromCents', 'quotedAtCheckout'),
    ).toEqual(properties('DeliveryQuoteDto'));
    expect(keysOf<VatLine>()('rate', 'netCents', 'vatCents', 'grossCents')).toEqual(
      properties('VatLineDto'),
    );
    expect(keysOf<FavouritesResponse>()('data', 'total', 'productIds')).toEqual(
      properties('FavouriteListResponseDto'),
    );
  });

  it('reads and writes addresses with exactly the document’s fields', () => {
    const fields = [
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
      'isDefault',
    ] as const;
    expect(keysOf<AddressFields>()(...fields)).toEqual(properties('CreateAddressDto'));
    expect(keysOf<Address>()('id', ...fields)).toEqual(properties('AddressResponseDto'));
  });

  it('reads orders and payment methods with exactly the document’s fields', () => {
    const summary = [
      'id',
      'number',
      'createdAt',
      'status',
      'paidStatus',
      'totalCents',
      'currency',
      'itemCount',
    ] as const;
    expect(keysOf<OrderSummary>()(...summary)).toEqual(properties('OrderSummaryDto'));
    expect(
      keysOf<Order>()(
        ...summary,
        'lines',
        'deliveryAddress',
        'itemsCents',
        'deliveryCents',
        'netCents',
        'vatCents',
        'vat',
        'specialist',
        'paidAt',
        'paymentMethod',
        'checkoutUrl',
        'expectedDelivery',
      ),
    ).toEqual(properties('OrderResponseDto'));
    expect(
      keysOf<OrderLine>()(
        'productId',
        'slug',
        'name',
        'quantity',
        'unitPriceCents',
        'vatRate',
        'lineTotalCents',
      ),
    ).toEqual(properties('OrderLineDto'));
    expect(
      keysOf<OrderAddress>()(
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
    ).toEqual(properties('OrderAddressDto'));
    expect(keysOf<PaymentMethods>()('provider', 'available', 'saved')).toEqual(
      properties('PaymentMethodsResponseDto'),
    );
  });
});
