import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type { StoreListResponseDto } from '../src/modules/stores/dto/store.dto.js';
import { GuestAccountsService } from '../src/modules/users/guest-accounts.service.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { RetentionService } from '../src/modules/privacy/retention.service.js';
import { AddressEntity } from '../src/modules/addresses/entities/address.entity.js';
import { OrderEntity } from '../src/modules/orders/entities/order.entity.js';
import { PaymentCustomerEntity } from '../src/modules/payments/entities/payment-customer.entity.js';
import { UserEntity } from '../src/modules/users/entities/user.entity.js';
import { signIn, tokenRequest, STOREFRONT, type Tokens } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

let counter = 0;
/** The user id of a session (the access token's subject). */
const subjectOf = (tokens: Tokens): string =>
  (
    JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
    }
  ).sub;
const uniqueEmail = (prefix = 'guest') => `${prefix}-${Date.now()}-${++counter}@shop.test`;

describe(`guest checkout and the claim of a guest's orders on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;

  const startGuest = (body: Record<string, unknown>) =>
    fetch(`${base}/api/guest/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A guest session with an address and one product in the cart. */
  async function guestShopper(email = uniqueEmail(), locale: 'nl' | 'en' | 'de' | 'fr' = 'en') {
    const res = await startGuest({ email, privacyAccepted: true, locale });
    expect(res.status).toBe(201);
    const tokens = await json<Tokens>(res);
    const api = client(base, tokens);
    const product = await createProduct(running.app, { priceCents: 3_000, stock: 10 });
    expect((await api.post('/api/cart/items', { productId: product, quantity: 1 })).status).toBe(
      201,
    );
    const addr = await json<AddressResponseDto>(await api.post('/api/addresses', address('BE')));
    return { email, tokens, api, addressId: addr.id };
  }

  async function payDemo(order: OrderResponseDto): Promise<void> {
    const url = new URL(order.checkoutUrl!);
    const res = await fetch(`${base}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }

  /** Places and pays a guest order; answers the order and the claim token of its confirmation mail. */
  async function paidGuestOrder(guest: Awaited<ReturnType<typeof guestShopper>>) {
    const order = await json<OrderResponseDto>(
      await guest.api.post('/api/orders', { addressId: guest.addressId }),
    );
    expect(order.number).toMatch(/^VY-/);
    await payDemo(order);
    const mail = await waitFor(
      () => smtp.received.find((m) => m.to.includes(guest.email) && m.raw.includes(order.number)),
      { what: 'the guest order confirmation' },
    );
    const text = decodeQuotedPrintable(mail.raw).replace(/=\r?\n/g, '');
    const token = /\/keep-order\/([A-Za-z0-9_.%-]+)/.exec(text)?.[1];
    expect(token, 'the claim link of the confirmation').toBeTruthy();
    return { order, text, token: decodeURIComponent(token!) };
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(env.config({ SMTP_URL: smtp.url }));
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('refuses a guest session without a valid e-mail or the privacy consent, with field errors', async () => {
    const res = await startGuest({ email: 'not-an-address', privacyAccepted: false });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors).toMatchObject({
      email: 'validation.email',
      privacyAccepted: 'validation.privacyRequired',
    });
    const empty = await json(await startGuest({}));
    expect(empty.errors).toMatchObject({ email: 'validation.required' });
  });

  it('a guest token holds a cart, an address and its own orders, and is refused everything else', async () => {
    const guest = await guestShopper();
    const api = guest.api;
    expect((await json(await api.get('/api/cart'))).items).toHaveLength(1);
    expect((await api.get('/api/addresses')).status).toBe(200);

    // Account, favourites, reviews, routines, specialist, privacy, payment methods, invoices,
    // partner and admin: 403 (the role is read from the database on every request).
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 1 });
    for (const [method, path] of [
      ['GET', '/api/user'],
      ['PATCH', '/api/user'],
      ['PUT', '/api/user/password'],
      ['PUT', '/api/user/email'],
      ['GET', '/api/user/export'],
      ['POST', '/api/user/erase'],
      ['GET', '/api/user/specialist'],
      ['PUT', '/api/user/specialist'],
      ['GET', '/api/favourites'],
      ['PUT', `/api/favourites/${product}`],
      ['POST', `/api/products/${product}/reviews`],
      ['GET', '/api/account/routines'],
      ['GET', '/api/payment-methods'],
      ['GET', '/api/newsletter/status'],
      ['GET', '/api/partner/orders'],
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/users'],
    ] as const) {
      const res =
        method === 'GET'
          ? await api.get(path)
          : method === 'PUT'
            ? await api.put(path, {})
            : method === 'POST'
              ? await api.post(path, {})
              : await api.patch(path, {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).code, `${method} ${path}`).toBe('AUTH_FORBIDDEN');
    }

    // Its own order: placed without a salon even when one is asked for, to the guest's e-mail.
    const partners = await json<StoreListResponseDto>(
      await fetch(`${base}/api/stores?partner=true`),
    );
    const placed = await api.post('/api/orders', {
      addressId: guest.addressId,
      specialistStoreId: partners.data[0]!.id,
    });
    expect(placed.status).toBe(201);
    const order = await json<OrderResponseDto>(placed);
    expect(order.specialist).toBeNull();
    expect((await api.get(`/api/orders/${order.number}`)).status).toBe(200);
    expect((await json(await api.get('/api/orders'))).total).toBe(1);
    const restarted = await api.post(`/api/orders/${order.id}/payment`);
    expect(restarted.status).toBe(200);

    // Another guest's order answers like an unknown one; so does a customer's.
    const other = await guestShopper();
    const otherOrder = await json<OrderResponseDto>(
      await other.api.post('/api/orders', { addressId: other.addressId }),
    );
    expect((await api.get(`/api/orders/${otherOrder.number}`)).status).toBe(404);
    expect((await api.get(`/api/orders/${otherOrder.id}`)).status).toBe(404);
    expect((await api.post(`/api/orders/${otherOrder.id}/payment`)).status).toBe(404);
    expect((await api.get(`/api/addresses/${other.addressId}`)).status).toBe(404);
    // Nor can it order to another guest's address.
    expect(
      (await api.post('/api/orders', { addressId: other.addressId })).status,
    ).toBeGreaterThanOrEqual(404);

    // A guest session cannot sign in with the password grant (it has no password).
    const row = await running.app.get(UsersService).findByEmail(guest.email);
    expect(row).toBeNull();

    // The guest session refreshes like any storefront session.
    const refreshed = await tokenRequest(base, {
      grant_type: 'refresh_token',
      refresh_token: guest.tokens.refresh_token,
      ...STOREFRONT,
    });
    expect(refreshed.status).toBe(200);
  });

  it('after payment the guest sets a password from the mail: the link works once, the orders stay', async () => {
    const guest = await guestShopper(uniqueEmail('keep'), 'en');
    const { order, text, token } = await paidGuestOrder(guest);
    expect(text).toContain('You ordered as a guest');
    expect(text).toContain('Create an account and keep the order');

    const info = await json(await fetch(`${base}/api/guest/claims/${token}`));
    expect(info).toEqual({ email: guest.email, accountExists: false });

    const weak = await fetch(`${base}/api/guest/claims/${token}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Lotte',
        lastName: 'Janssens',
        password: 'short',
        passwordConfirmation: 'short',
      }),
    });
    expect(weak.status).toBe(400);

    const claim = () =>
      fetch(`${base}/api/guest/claims/${token}/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Lotte',
          lastName: 'Janssens',
          password: 'Secret12',
          passwordConfirmation: 'Secret12',
        }),
      });
    const claimed = await claim();
    expect(claimed.status).toBe(200);
    expect(await json(claimed)).toEqual({ email: guest.email, orders: 1 });

    // Single use: the same link again, and reading it, answer 404.
    const again = await claim();
    expect(again.status).toBe(404);
    expect((await json(again)).code).toBe('USERS_GUEST_CLAIM_INVALID');
    expect((await fetch(`${base}/api/guest/claims/${token}`)).status).toBe(404);

    // The old guest session ended; the new account signs in and sees the order.
    expect((await guest.api.get('/api/cart')).status).toBe(401);
    const tokens = await signIn(base, guest.email, 'Secret12');
    const account = client(base, tokens);
    const me = await json(await account.get('/api/user'));
    expect(me).toMatchObject({ email: guest.email, firstName: 'Lotte', role: 'customer' });
    const list = await json(await account.get('/api/orders'));
    expect(list.data.map((o: { number: string }) => o.number)).toEqual([order.number]);
  });

  it('refuses a forged and an expired link', async () => {
    const guest = await guestShopper();
    const guests = running.app.get(GuestAccountsService);
    const { token } = await paidGuestOrder(guest);
    const [body] = token.split('.');
    const forged = `${body}.${'A'.repeat(22)}`;
    const res = await fetch(`${base}/api/guest/claims/${forged}`);
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe('USERS_GUEST_CLAIM_INVALID');

    // A token made 15 days ago (the link works 14 days).
    const raw = Buffer.from(body!, 'base64url');
    const hex = raw.subarray(0, 16).toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const expired = guests.claimToken(
      { id, sessionVersion: raw.readUInt32BE(16) },
      Date.now() - 15 * 24 * 3600 * 1000,
    );
    const old = await fetch(`${base}/api/guest/claims/${expired}`);
    expect(old.status).toBe(422);
    expect((await json(old)).code).toBe('USERS_GUEST_CLAIM_EXPIRED');
    const oldClaim = await fetch(`${base}/api/guest/claims/${expired}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'A',
        lastName: 'B',
        password: 'Secret12',
        passwordConfirmation: 'Secret12',
      }),
    });
    expect(oldClaim.status).toBe(422);
    // The fresh link still works.
    expect((await fetch(`${base}/api/guest/claims/${token}`)).status).toBe(200);
  });

  it('when the e-mail has an account: no password is set; only that account, signed in, gets the order', async () => {
    const owner = await newCustomer(running.app, base, { locale: 'en' });
    const guest = await guestShopper(owner.email, 'en');
    const { order, token } = await paidGuestOrder(guest);

    const info = await json(await fetch(`${base}/api/guest/claims/${token}`));
    expect(info).toEqual({ email: owner.email, accountExists: true });
    const takeover = await fetch(`${base}/api/guest/claims/${token}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Eve',
        lastName: 'Attacker',
        password: 'Secret12',
        passwordConfirmation: 'Secret12',
      }),
    });
    expect(takeover.status).toBe(409);
    expect((await json(takeover)).code).toBe('USERS_GUEST_CLAIM_SIGN_IN');
    // The owner's password still works.
    await signIn(base, owner.email, 'Secret12');

    // Signed out: 401. Someone else's account: 403. Another guest: 403.
    const attach = (api: Client) => api.post(`/api/guest/claims/${token}/attach`);
    expect((await attach(client(base, null))).status).toBe(401);
    const stranger = await newCustomer(running.app, base);
    const refused = await attach(stranger.api);
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('USERS_GUEST_CLAIM_OTHER_ACCOUNT');
    expect((await json(await stranger.api.get('/api/orders'))).total).toBe(0);
    expect((await attach(guest.api)).status).toBe(403);

    const guestId = subjectOf(guest.tokens);
    const data = running.app.get(DataSource);
    const addresses = () => data.getRepository(AddressEntity).countBy({ userId: guestId });
    // A guest pays one-off: no saved method (Mollie mandate) nobody could list or revoke.
    expect(await data.getRepository(PaymentCustomerEntity).countBy({ userId: guestId })).toBe(0);
    expect(await addresses()).toBe(1);

    const attached = await attach(owner.api);
    expect(attached.status).toBe(200);
    expect(await json(attached)).toEqual({ email: owner.email, orders: 1 });
    const list = await json(await owner.api.get('/api/orders'));
    expect(list.data.map((o: { number: string }) => o.number)).toContain(order.number);
    // The invoice (issued to the guest, immutable) comes along with the order.
    const documents = await json<{ data: { kind: string }[] }>(
      await owner.api.get(`/api/orders/${order.id}/invoices`),
    );
    expect(documents.data.map((d) => d.kind)).toEqual(['invoice']);
    const pdf = await owner.api.get(`/api/orders/${order.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    expect((await stranger.api.get(`/api/orders/${order.id}/invoice.pdf`)).status).toBe(404);
    // What the guest left besides the order is gone, its e-mail too.
    expect(await addresses()).toBe(0);
    const closed = await data.getRepository(UserEntity).findOneByOrFail({ id: guestId });
    expect(closed.guestEmail).toBeNull();
    expect(closed.erasedAt).not.toBeNull();
    // Once only; the guest's session ended.
    expect((await attach(owner.api)).status).toBe(404);
    expect((await guest.api.get(`/api/orders/${order.number}`)).status).toBe(401);
  });

  it('the retention job closes guest sessions whose link and sessions have run out, keeping their orders', async () => {
    const stale = await guestShopper(uniqueEmail('stale'), 'en');
    const { order } = await paidGuestOrder(stale);
    const fresh = await guestShopper(uniqueEmail('fresh'), 'en');
    const staleId = subjectOf(stale.tokens);
    const freshId = subjectOf(fresh.tokens);
    const data = running.app.get(DataSource);
    const users = data.getRepository(UserEntity);
    const addresses = (userId: string) => data.getRepository(AddressEntity).countBy({ userId });
    await users.update({ id: staleId }, { createdAt: new Date(Date.now() - 31 * 24 * 3600_000) });

    const result = await running.app.get(RetentionService).run();
    expect(result.closedGuests).toBe(1);
    expect(await addresses(staleId)).toBe(0);
    const closed = await users.findOneByOrFail({ id: staleId });
    expect(closed.guestEmail).toBeNull();
    expect(closed.erasedAt).not.toBeNull();
    expect((await stale.api.get('/api/cart')).status).toBe(401);
    // Its order is kept (by law), with its own copy of the e-mail.
    const kept = await data.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    expect(kept).toMatchObject({ userId: staleId, email: stale.email });
    // The fresh guest is untouched.
    expect(await addresses(freshId)).toBe(1);
    expect((await users.findOneByOrFail({ id: freshId })).guestEmail).toBe(fresh.email);
    expect((await fresh.api.get('/api/cart')).status).toBe(200);
    expect((await running.app.get(RetentionService).run()).closedGuests).toBe(0);
  });
});
