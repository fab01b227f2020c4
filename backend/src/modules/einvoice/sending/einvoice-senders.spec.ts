import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../common/errors/app-error.js';
import { ConfigError, loadConfig } from '../../../config/app-config.js';
import type { OutgoingEInvoice } from './einvoice-sender.js';
import { FileEInvoiceSender } from './file-einvoice.sender.js';
import { HttpEInvoiceSender } from './http-einvoice.sender.js';

const DOCUMENT: OutgoingEInvoice = {
  kind: 'invoice',
  number: 'VY-2026-000123',
  receiver: { scheme: '0208', id: '0123456749' },
  sender: { scheme: '0208', id: '0471123456' },
  xml: '<?xml version="1.0" encoding="UTF-8"?><Invoice>é</Invoice>',
};

/**
 * A stand-in Peppol access point: takes POST /documents with the bearer token `secret`; the
 * response is chosen per test (`answer`).
 */
async function startAccessPoint() {
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] =
    [];
  const state = {
    answer: (res: import('node:http').ServerResponse) => {
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'tx-42' }));
    },
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.headers.authorization !== 'Bearer secret') {
        res.writeHead(401).end();
        return;
      }
      state.answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/documents`;
  return { server, url, received, state };
}

describe('sending e-invoices', () => {
  let ap: Awaited<ReturnType<typeof startAccessPoint>>;
  beforeAll(async () => {
    ap = await startAccessPoint();
  });
  afterAll(async () => {
    await new Promise((resolve) => ap.server.close(resolve));
  });

  it('HTTP adapter: posts the UBL with the token and routing headers; the access point id is the reference', async () => {
    const sent = await new HttpEInvoiceSender(ap.url, 'secret').send(DOCUMENT);
    expect(sent).toEqual({ via: 'http', reference: 'tx-42' });
    const request = ap.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/documents');
    expect(request.body).toBe(DOCUMENT.xml);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer secret',
      'content-type': 'application/xml; charset=utf-8',
      'x-peppol-receiver': '0208:0123456749',
      'x-peppol-sender': '0208:0471123456',
      'x-document-type': 'Invoice',
      'x-document-id': 'VY-2026-000123',
    });
  });

  it('HTTP adapter: a Location header stands in for a missing id', async () => {
    ap.state.answer = (res) => {
      res.writeHead(201, { location: '/documents/77' });
      res.end();
    };
    expect(await new HttpEInvoiceSender(ap.url, 'secret').send(DOCUMENT)).toEqual({
      via: 'http',
      reference: '/documents/77',
    });
  });

  it('HTTP adapter: a refusal, a wrong token or no access point at all is a 503 EINVOICE_ACCESS_POINT_FAILED', async () => {
    ap.state.answer = (res) => {
      res.writeHead(500).end('boom');
    };
    const refused = await new HttpEInvoiceSender(ap.url, 'secret').send(DOCUMENT).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'unavailable', code: 'EINVOICE_ACCESS_POINT_FAILED' });
    const unauthorised = await new HttpEInvoiceSender(ap.url, 'wrong')
      .send(DOCUMENT)
      .catch((e) => e);
    expect(unauthorised.message).toContain('401');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await new HttpEInvoiceSender(`http://127.0.0.1:${port}/x`, 'secret')
      .send(DOCUMENT)
      .catch((e) => e);
    expect(unreachable).toMatchObject({ code: 'EINVOICE_ACCESS_POINT_FAILED' });
  });

  it('file adapter: writes DATA_DIR/peppol/<kind>-<number>.xml whole, and replaces it when sent again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'einvoice-'));
    try {
      const sender = new FileEInvoiceSender(dataDir);
      const sent = await sender.send(DOCUMENT);
      expect(sent).toEqual({
        via: 'file',
        reference: join(dataDir, 'peppol', 'invoice-VY-2026-000123.xml'),
      });
      expect(readFileSync(sent.reference, 'utf8')).toBe(DOCUMENT.xml);
      await sender.send({ ...DOCUMENT, xml: '<Invoice>2</Invoice>' });
      await sender.send({ ...DOCUMENT, kind: 'creditNote', number: 'CN/2026/1' });
      expect(readdirSync(join(dataDir, 'peppol')).sort()).toEqual([
        'credit-note-CN_2026_1.xml',
        'invoice-VY-2026-000123.xml',
      ]);
      expect(readFileSync(sent.reference, 'utf8')).toBe('<Invoice>2</Invoice>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('configuration: file by default; http needs its URL and token; production needs https and the real seller', () => {
    const errorOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error as ConfigError;
      }
      throw new Error('expected a ConfigError');
    };
    expect(loadConfig({}).einvoice).toMatchObject({ mode: 'file', accessPointUrl: null });
    expect(errorOf({ PEPPOL_MODE: 'http' }).variable).toBe('PEPPOL_AP_URL');
    expect(errorOf({ PEPPOL_MODE: 'http', PEPPOL_AP_URL: ap.url }).variable).toBe(
      'PEPPOL_AP_TOKEN',
    );
    expect(errorOf({ PEPPOL_MODE: 'smtp' }).variable).toBe('PEPPOL_MODE');
    expect(
      loadConfig({ PEPPOL_MODE: 'http', PEPPOL_AP_URL: ap.url, PEPPOL_AP_TOKEN: 'secret' })
        .einvoice,
    ).toMatchObject({ mode: 'http', accessPointUrl: ap.url, accessPointToken: 'secret' });
    const seller = {
      SELLER_COMPANY_NAME: 'Vyrelle NV',
      SELLER_STREET: 'Kouter 1',
      SELLER_POSTAL_CODE: '9000',
      SELLER_CITY: 'Gent',
      SELLER_COUNTRY: 'be',
      SELLER_VAT_NUMBER: 'BE 0471.123.456',
      SELLER_ENTERPRISE_NUMBER: '0471.123.456',
      SELLER_IBAN: 'BE68539007547034',
    };
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OAUTH_STOREFRONT_SECRET: 'a-real-secret',
      OAUTH_BACKOFFICE_SECRET: 'another-real-secret',
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS: 'demo',
      SMTP_URL: 'smtp://relay.example:587',
      PEPPOL_MODE: 'http',
      PEPPOL_AP_TOKEN: 'secret',
    };
    // Production names the real seller on every invoice, the UBL included.
    expect(errorOf({ ...production, PEPPOL_AP_URL: 'https://ap.example/documents' }).variable).toBe(
      'SELLER_COMPANY_NAME',
    );
    expect(errorOf({ ...production, ...seller }).variable).toBe('PEPPOL_AP_URL');
    expect(errorOf({ ...production, ...seller, PEPPOL_AP_URL: ap.url }).message).toContain('https');
    const https = { ...production, ...seller, PEPPOL_AP_URL: 'https://ap.example/documents' };
    expect(loadConfig(https).einvoice.seller).toMatchObject({
      name: 'Vyrelle NV',
      country: 'BE',
      vatNumber: 'BE0471123456',
    });
  });
});
