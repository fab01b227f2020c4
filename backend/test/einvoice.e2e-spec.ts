import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import * as xpath from 'xpath';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { validateUbl } from '../src/modules/einvoice/rules/ubl-rules.js';
import { InvoicesService } from '../src/modules/invoices/invoices.service.js';
import { UBL_NS } from '../src/modules/einvoice/ubl-writer.js';
import type { PlacedPartnerOrderResponseDto } from '../src/modules/partner-shop/dto/partner-shop.dto.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** A VIES stand-in that knows every number (the partner shop's own tests cover its answers). */
async function startVies(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ valid: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const select = xpath.useNamespaces({ cac: UBL_NS.cac, cbc: UBL_NS.cbc });
const value = (xml: string, expression: string): string =>
  (
    select(
      expression,
      new DOMParser().parseFromString(xml, 'text/xml') as never,
    ) as unknown as Element[]
  )
    .map((node) => node.textContent ?? '')
    .join('|');

const BUYER = '/*/cac:AccountingCustomerParty/cac:Party';

const address = (country: string, city: string, postalCode: string) => ({
  firstName: 'Sara',
  lastName: 'Partner',
  company: null,
  street: 'Meir',
  houseNumber: '42',
  box: null,
  postalCode,
  city,
  country,
  phone: null,
});

describe(`Peppol e-invoices of partner orders on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let vies: Awaited<ReturnType<typeof startVies>>;
  let running: RunningApp;
  let base: string;
  let stores: Repository<StoreEntity>;
  let salonA: StoreEntity;
  let salonB: StoreEntity;
  let partnerA: Client;
  let partnerB: Client;
  let manager: Client;
  let customer: Client;
  let anonymous: Client;
  let cream: string;
  let beOrder: PlacedPartnerOrderResponseDto;

  async function account(role: 'partner' | 'partner_manager', storeId: string | null) {
    const email = `${role}-${Math.random().toString(36).slice(2, 10)}@einvoice.test`;
    await running.app.get(UsersService).create({
      email,
      password: 'Secret12',
      firstName: 'Test',
      lastName: 'Account',
      country: 'BE',
      role,
      locale: 'en',
      partnerStoreId: storeId,
    });
    return client(
      base,
      await signIn(base, email, 'Secret12', role === 'partner' ? undefined : BACKOFFICE),
    );
  }

  /** Puts the cream in the salon's cart, places the order and pays it at the demo provider. */
  async function orderAndPay(
    api: Client,
    body: Record<string, unknown>,
  ): Promise<PlacedPartnerOrderResponseDto> {
    expect((await api.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 3 })).status).toBe(
      204,
    );
    const res = await api.post('/api/partner/orders', body);
    expect(res.status).toBe(201);
    const placed = await json<PlacedPartnerOrderResponseDto>(res);
    const unpaid = await api.get(`/api/partner/orders/${placed.number}/invoice.xml`);
    expect(unpaid.status).toBe(404);
    expect((await json(unpaid)).code).toBe('EINVOICE_NOT_INVOICED');
    const paid = await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return placed;
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    vies = await startVies();
    running = await startApp(env.config({ VIES_URL: vies.url }));
    base = running.baseUrl;
    stores = running.app.get(getRepositoryToken(StoreEntity));
    salonA = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    salonB = await stores.findOneByOrFail({ name: 'Atelier Epiderma' });
    partnerA = client(base, await signIn(base, 'partner@demo.test'));
    partnerB = await account('partner', salonB.id);
    manager = await account('partner_manager', null);
    customer = (await newCustomer(running.app, base)).api;
    anonymous = client(base, null);
    cream = await createProduct(running.app, {
      priceCents: 6_050,
      stock: 100,
      name: 'Peppolcrème',
    });
    await running.app
      .get<Repository<ProductEntity>>(getRepositoryToken(ProductEntity))
      .update({ id: cream }, { partnerPriceCents: 1_999, partnerMinQuantity: 1 });
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => vies?.server.close(resolve));
    await env?.dispose();
  });

  it('the salon keeps its Peppol participant id on its profile (0208 checked with mod 97)', async () => {
    const bad = await partnerA.patch('/api/partner/profile', { peppolId: '0208:0123456789' });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({
      code: 'PARTNER_PORTAL_PROFILE_INVALID',
      errors: { peppolId: 'validation.peppolId' },
    });
    const unknown = await partnerA.patch('/api/partner/profile', { peppolId: '1234:x' });
    expect((await json(unknown)).errors).toEqual({ peppolId: 'validation.peppolScheme' });
    const ok = await partnerA.patch('/api/partner/profile', { peppolId: ' 0208:0123.456.749 ' });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ peppolId: '0208:0123456749' });
    expect(await json(await partnerA.get('/api/partner/profile'))).toMatchObject({
      peppolId: '0208:0123456749',
    });
    expect((await stores.findOneByOrFail({ id: salonA.id })).peppolId).toBe('0208:0123456749');
  });

  it('journey: a Belgian partner order → paid → UBL valid under the official rules, the salon’s own only, sent to DATA_DIR/peppol', async () => {
    beOrder = await orderAndPay(partnerA, {
      deliveryAddress: address('BE', 'Antwerpen', '2000'),
      companyName: 'Huidinstituut Lumen BV',
      vatNumber: 'BE 0123.456.749',
    });
    const res = await partnerA.get(`/api/partner/orders/${beOrder.number}/invoice.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    // Named after the order's invoice (its number from the invoices sequence), not the order.
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="\d{4}-\d{6}\.xml"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const xml = await res.text();
    expect(validateUbl(xml)).toEqual([]);
    const invoiceNumber = value(xml, '/*/cbc:ID');
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(value(xml, '/*/cbc:ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(value(xml, `${BUYER}/cbc:EndpointID/@schemeID`)).toBe('0208');
    expect(value(xml, `${BUYER}/cbc:EndpointID`)).toBe('0123456749');
    expect(value(xml, `${BUYER}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe('BE0123456749');
    expect(value(xml, '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe('S');
    expect(value(xml, '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')).toBe('21');
    // 3 × 19.99 = 59.97 ex VAT; the amounts of the document are those of the order.
    expect(value(xml, '/*/cac:InvoiceLine/cbc:LineExtensionAmount')).toBe('59.97');
    expect(value(xml, '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe(
      (beOrder.totalCents / 100).toFixed(2),
    );
    expect(value(xml, '/*/cac:TaxTotal/cbc:TaxAmount')).toBe((beOrder.vatCents / 100).toFixed(2));
    // By id too; another salon, a customer and a visitor do not get it.
    expect((await partnerA.get(`/api/partner/orders/${beOrder.id}/invoice.xml`)).status).toBe(200);
    const other = await partnerB.get(`/api/partner/orders/${beOrder.number}/invoice.xml`);
    expect(other.status).toBe(404);
    expect((await json(other)).code).toBe('EINVOICE_ORDER_NOT_FOUND');
    expect((await partnerB.get(`/api/partner/orders/${beOrder.id}/invoice.xml`)).status).toBe(404);
    expect((await partnerA.get('/api/partner/orders/VY-2020-999999/invoice.xml')).status).toBe(404);
    expect((await customer.get(`/api/partner/orders/${beOrder.id}/invoice.xml`)).status).toBe(403);
    expect((await anonymous.get(`/api/partner/orders/${beOrder.id}/invoice.xml`)).status).toBe(401);

    // Paid → the job sent it through the file adapter.
    const file = join(env.dataDir, 'peppol', `invoice-${invoiceNumber}.xml`);
    await waitFor(() => existsSync(file), { what: 'the UBL file under DATA_DIR/peppol' });
    expect(readFileSync(file, 'utf8')).toBe(xml);
  });

  it('a French salon with a confirmed VAT number: reverse charge (AE), exemption reason, 9957 endpoint', async () => {
    const placed = await orderAndPay(partnerB, {
      deliveryAddress: address('FR', 'Lille', '59000'),
      companyName: 'Institut Beauté Lille SARL',
      vatNumber: 'FR40303265045',
    });
    expect(placed.reverseCharge).toBe(true);
    const xml = await (
      await partnerB.get(`/api/partner/orders/${placed.number}/invoice.xml`)
    ).text();
    expect(validateUbl(xml)).toEqual([]);
    expect(value(xml, `${BUYER}/cbc:EndpointID/@schemeID`)).toBe('9957');
    expect(value(xml, `${BUYER}/cbc:EndpointID`)).toBe('FR40303265045');
    expect(value(xml, '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe('AE');
    expect(
      value(xml, '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode'),
    ).toBe('VATEX-EU-AE');
    expect(value(xml, '/*/cac:TaxTotal/cbc:TaxAmount')).toBe('0.00');
    expect(value(xml, '/*/cbc:Note')).toMatch(/^Reverse charge/);
    expect((await partnerA.get(`/api/partner/orders/${placed.number}/invoice.xml`)).status).toBe(
      404,
    );
  });

  it('back-office: partner managers and admins list a salon’s orders, download and (re)send the e-invoice', async () => {
    const list = await json<{ data: { number: string; invoiced: boolean }[]; total: number }>(
      await manager.get(`/api/admin/partner-orders?partnerStoreId=${salonA.id}`),
    );
    expect(list.data.find((row) => row.number === beOrder.number)).toMatchObject({
      invoiced: true,
    });
    expect((await manager.get('/api/admin/partner-orders')).status).toBe(400);
    const download = await manager.get(`/api/admin/partner-orders/${beOrder.id}/invoice.xml`);
    expect(download.status).toBe(200);
    expect(validateUbl(await download.text())).toEqual([]);
    const sent = await manager.post(`/api/admin/partner-orders/${beOrder.number}/einvoice/send`);
    expect(sent.status).toBe(200);
    expect(await json(sent)).toMatchObject({
      via: 'file',
      receiver: '0208:0123456749',
      reference: expect.stringMatching(
        new RegExp(`^${join(env.dataDir, 'peppol')}/invoice-\\d{4}-\\d{6}\\.xml$`),
      ),
    });
    const admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    expect((await admin.get(`/api/admin/partner-orders/${beOrder.id}/invoice.xml`)).status).toBe(
      200,
    );
    for (const api of [customer, partnerA])
      for (const call of [
        () => api.get(`/api/admin/partner-orders?partnerStoreId=${salonA.id}`),
        () => api.get(`/api/admin/partner-orders/${beOrder.id}/invoice.xml`),
        () => api.post(`/api/admin/partner-orders/${beOrder.id}/einvoice/send`),
      ])
        expect((await call()).status).toBe(403);
    expect(
      (await anonymous.get(`/api/admin/partner-orders/${beOrder.id}/invoice.xml`)).status,
    ).toBe(401);
  });

  it('a refund of a partner order: a UBL credit note (381) referring to the invoice, for the salon only', async () => {
    const admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    const refunded = await admin.post(`/api/admin/orders/${beOrder.id}/refund`, {
      reason: 'Returned unopened',
    });
    expect(refunded.status).toBe(200);
    const invoices = running.app.get(InvoicesService);
    const invoice = await invoices.findByOrderId(beOrder.id);
    const [note] = await invoices.creditNotesByOrderId(beOrder.id);
    expect(note).toBeDefined();
    const path = `/api/partner/orders/${beOrder.number}/credit-notes/${note!.id}/credit-note.xml`;
    const res = await partnerA.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${note!.number}.xml"`,
    );
    const xml = await res.text();
    expect(validateUbl(xml)).toEqual([]);
    expect(value(xml, '/*/cbc:CreditNoteTypeCode')).toBe('381');
    expect(value(xml, '/*/cbc:ID')).toBe(note!.number);
    expect(value(xml, '/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(
      invoice!.number,
    );
    expect(value(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(
      (beOrder.totalCents / 100).toFixed(2),
    );
    expect((await partnerB.get(path)).status).toBe(404);
    expect(
      (
        await partnerA.get(
          `/api/partner/orders/${beOrder.number}/credit-notes/${invoice!.id}/credit-note.xml`,
        )
      ).status,
    ).toBe(404);
  });

  it('back-office edits the participant id of a store; a document that would break the rules is never served', async () => {
    const bad = await manager.patch(`/api/admin/stores/${salonA.id}`, { peppolId: '0208:123' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toMatchObject({ peppolId: 'validation.peppolId' });
    const saved = await manager.patch(`/api/admin/stores/${salonA.id}`, {
      peppolId: '0088:5412345000013',
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ peppolId: '0088:5412345000013' });
    const xml = await (
      await partnerA.get(`/api/partner/orders/${beOrder.number}/invoice.xml`)
    ).text();
    expect(value(xml, `${BUYER}/cbc:EndpointID/@schemeID`)).toBe('0088');

    // A wrong enterprise number stored before this check existed: the rules refuse the document.
    await stores.update({ id: salonA.id }, { peppolId: '0208:0123456789' });
    const refused = await partnerA.get(`/api/partner/orders/${beOrder.number}/invoice.xml`);
    expect(refused.status).toBe(422);
    const problem = await json(refused);
    expect(problem.code).toBe('EINVOICE_INVALID');
    expect(Object.keys(problem.errors)).toEqual(['PEPPOL-COMMON-R043']);
    const notSent = await manager.post(`/api/admin/partner-orders/${beOrder.number}/einvoice/send`);
    expect(notSent.status).toBe(422);
    // Cleared: derived again from the order's VAT number.
    expect((await manager.patch(`/api/admin/stores/${salonA.id}`, { peppolId: null })).status).toBe(
      200,
    );
    const derived = await json(await manager.get(`/api/admin/stores/${salonA.id}`));
    expect(derived).toMatchObject({ peppolId: null });
    expect((await partnerA.get(`/api/partner/orders/${beOrder.number}/invoice.xml`)).status).toBe(
      200,
    );
  });
});
