import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  metadata: Record<string, unknown>;
  status: string;
  profileId: string;
  sequenceType: 'oneoff' | 'first';
  customerId?: string;
  redirectUrl: string;
  webhookUrl: string;
  _links: Record<string, { href: string; type: string }>;
}

interface FakeCustomer {
  resource: 'customer';
  id: string;
  mode: 'test';
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  _links: Record<string, { href: string; type: string } | null>;
}

interface FakeMandate {
  resource: 'mandate';
  id: string;
  mode: 'test';
  status: 'valid' | 'pending' | 'invalid';
  method: 'creditcard' | 'directdebit' | 'paypal';
  details: Record<string, string | null>;
  mandateReference: string | null;
  signatureDate: string;
  createdAt: string;
  customerId: string;
  _links: Record<string, { href: string; type: string }>;
}

const DOCS = (page: string) => ({
  href: `https://docs.mollie.com/reference/${page}`,
  type: 'text/html',
});

/**
 * A local stand-in for the Mollie API (https, as the client library only speaks TLS), answering the
 * documented shapes of POST /v2/payments, GET /v2/payments/:id, POST /v2/payments/:id/refunds,
 * POST /v2/customers and the customer mandates (list, get, revoke). Nothing here reaches the internet.
 *
 * With `hostedCheckout`, it also serves the hosted checkout a browser is sent to (plain http on
 * 127.0.0.1): paying there marks the payment paid, calls the shop's webhook the way Mollie does
 * (POST `id=tr_…`, form-encoded, retried on a non-2xx answer) and redirects to the `redirectUrl`.
 * Used by backend/test/payments.e2e-spec.ts and e2e/operator-journey.e2e.ts.
 */
export class FakeMollie {
  readonly payments = new Map<string, FakePayment>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly mandates = new Map<string, FakeMandate>();
  /** Refunds by idempotency key (POST /v2/payments/:id/refunds). */
  readonly refunds = new Map<string, Record<string, unknown>>();
  readonly requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    authorization: string | undefined;
    body: Record<string, unknown> | null;
  }[] = [];
  private readonly byKey = new Map<string, string>();
  /** Every webhook call made from the hosted checkout: the payment id and the shop's answer status. */
  readonly webhookCalls: { id: string; status: number }[] = [];
  private server!: Server;
  private checkoutServer: HttpServer | null = null;
  private dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
  url = '';
  /** Base of the hosted checkout pages (`http://127.0.0.1:PORT/checkout/`), with `hostedCheckout`. */
  checkoutBase = '';

  constructor(private readonly options: { hostedCheckout?: boolean } = {}) {}

  private checkoutHref(id: string): string {
    return this.checkoutBase
      ? `${this.checkoutBase}${id}`
      : `https://www.mollie.com/checkout/select-method/${id.slice(3)}`;
  }

  /** Calls the shop's webhook as Mollie does, retrying a few times while it does not answer 2xx. */
  private async callWebhook(payment: FakePayment): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      let status = 0;
      try {
        const res = await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id: payment.id }),
        });
        status = res.status;
      } catch {
        status = 0;
      }
      this.webhookCalls.push({ id: payment.id, status });
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  private async startHostedCheckout(): Promise<void> {
    this.checkoutServer = createHttpServer((req, res) => {
      const match = /^\/checkout\/(tr_\w+)$/.exec((req.url ?? '').split('?')[0]!);
      const payment = match ? this.payments.get(match[1]!) : undefined;
      if (!payment) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Unknown payment');
        return;
      }
      if (req.method === 'POST') {
        req.resume();
        req.on('end', () => {
          if (payment.status === 'open') this.pay(payment, 'bancontact');
          void this.callWebhook(payment).then(() => {
            res.writeHead(303, { location: payment.redirectUrl });
            res.end();
          });
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mollie checkout</title></head><body><main><h1>Pay ${payment.amount.value} ${payment.amount.currency}</h1><p>${payment.description.replace(/[<>&"]/g, '')}</p><form method="post"><button type="submit" data-testid="mollie-pay">Pay with Bancontact</button></form></main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => this.checkoutServer!.listen(0, '127.0.0.1', resolve));
    const address = this.checkoutServer.address();
    this.checkoutBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/checkout/`;
  }

  async start(): Promise<this> {
    if (this.options.hostedCheckout) await this.startHostedCheckout();
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(this.dir, 'key.pem'),
        '-out',
        join(this.dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    this.server = createServer(
      {
        key: readFileSync(join(this.dir, 'key.pem')),
        cert: readFileSync(join(this.dir, 'cert.pem')),
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
          const path = (req.url ?? '').split('?')[0]!;
          this.requests.push({
            method: req.method!,
            path,
            idempotencyKey: req.headers['idempotency-key'] as string | undefined,
            authorization: req.headers.authorization,
            body,
          });
          const send = (status: number, payload: unknown) => {
            res.writeHead(status, { 'content-type': 'application/hal+json' });
            res.end(JSON.stringify(payload));
          };
          if (req.method === 'POST' && path === '/v2/payments') {
            const key = req.headers['idempotency-key'] as string | undefined;
            const known = key ? this.byKey.get(key) : undefined;
            if (known) return send(201, this.payments.get(known));
            const id = `tr_${Math.random().toString(36).slice(2, 12)}`;
            const payment: FakePayment = {
              resource: 'payment',
              id,
              mode: 'test',
              createdAt: new Date().toISOString(),
              amount: body!.amount as FakePayment['amount'],
              description: String(body!.description),
              method: null,
              metadata: body!.metadata as Record<string, unknown>,
              status: 'open',
              profileId: 'pfl_QkEhN94Ba',
              sequenceType: body!.sequenceType === 'first' ? 'first' : 'oneoff',
              ...(typeof body!.customerId === 'string' ? { customerId: body!.customerId } : {}),
              redirectUrl: String(body!.redirectUrl),
              webhookUrl: String(body!.webhookUrl),
              _links: {
                self: { href: `${this.url}payments/${id}`, type: 'application/hal+json' },
                checkout: {
                  href: this.checkoutHref(id),
                  type: 'text/html',
                },
                documentation: {
                  href: 'https://docs.mollie.com/reference/create-payment',
                  type: 'text/html',
                },
              },
            };
            this.payments.set(id, payment);
            if (key) this.byKey.set(key, id);
            return send(201, payment);
          }
          const notFound = (detail: string) =>
            send(404, {
              status: 404,
              title: 'Not Found',
              detail,
              _links: { documentation: DOCS('handling-errors') },
            });
          if (req.method === 'POST' && path === '/v2/customers') {
            const id = `cst_${Math.random().toString(36).slice(2, 12)}`;
            const customer: FakeCustomer = {
              resource: 'customer',
              id,
              mode: 'test',
              name: (body?.name as string | undefined) ?? null,
              email: (body?.email as string | undefined) ?? null,
              locale: (body?.locale as string | undefined) ?? null,
              metadata: (body?.metadata as Record<string, unknown> | undefined) ?? null,
              createdAt: new Date().toISOString(),
              _links: {
                self: { href: `${this.url}customers/${id}`, type: 'application/hal+json' },
                dashboard: {
                  href: `https://www.mollie.com/dashboard/customers/${id}`,
                  type: 'text/html',
                },
                mandates: null,
                subscriptions: null,
                payments: null,
                documentation: DOCS('create-customer'),
              },
            };
            this.customers.set(id, customer);
            return send(201, customer);
          }
          const mandates = /^\/v2\/customers\/(\w+)\/mandates(?:\/(\w+))?$/.exec(path);
          if (mandates) {
            const [, customerId, mandateId] = mandates;
            if (!this.customers.has(customerId!))
              return notFound(`No customer exists with token ${customerId}.`);
            if (!mandateId && req.method === 'GET') {
              const list = [...this.mandates.values()].filter((m) => m.customerId === customerId);
              return send(200, {
                count: list.length,
                _embedded: { mandates: list },
                _links: {
                  self: {
                    href: `${this.url}customers/${customerId}/mandates`,
                    type: 'application/hal+json',
                  },
                  previous: null,
                  next: null,
                  documentation: DOCS('list-mandates'),
                },
              });
            }
            const mandate = mandateId ? this.mandates.get(mandateId) : undefined;
            if (!mandate || mandate.customerId !== customerId)
              return notFound(`No mandate exists with token ${mandateId}.`);
            if (req.method === 'GET') return send(200, mandate);
            if (req.method === 'DELETE') {
              this.mandates.delete(mandate.id);
              res.writeHead(204);
              return res.end();
            }
          }
          const refunds = /^\/v2\/payments\/(\w+)\/refunds$/.exec(path);
          if (req.method === 'POST' && refunds) {
            const payment = this.payments.get(refunds[1]!);
            if (!payment) return notFound(`No payment exists with token ${refunds[1]}.`);
            const key = req.headers['idempotency-key'] as string | undefined;
            const known = key ? this.refunds.get(key) : undefined;
            if (known) return send(201, known);
            // Like Mollie: refunds add up to at most the amount paid (amountRemaining).
            const cents = (value: unknown) => Math.round(Number(value) * 100);
            const requested = cents((body!.amount as { value?: string } | undefined)?.value);
            const refunded = [...this.refunds.values()]
              .filter((r) => r.paymentId === payment.id)
              .reduce((sum, r) => sum + cents((r.amount as { value: string }).value), 0);
            if (
              payment.status !== 'paid' ||
              !(requested > 0) ||
              refunded + requested > cents(payment.amount.value)
            )
              return send(422, {
                status: 422,
                title: 'Unprocessable Entity',
                detail:
                  payment.status === 'paid'
                    ? 'The amount is higher than the amount remaining.'
                    : 'The payment cannot be refunded.',
                field: 'amount',
                _links: { documentation: DOCS('create-refund') },
              });
            const id = `re_${Math.random().toString(36).slice(2, 12)}`;
            const refund = {
              resource: 'refund',
              id,
              mode: 'test',
              amount: body!.amount,
              description: String(body!.description ?? ''),
              metadata: null,
              status: 'pending',
              paymentId: payment.id,
              createdAt: new Date().toISOString(),
              _links: {
                self: {
                  href: `${this.url}payments/${payment.id}/refunds/${id}`,
                  type: 'application/hal+json',
                },
                payment: {
                  href: `${this.url}payments/${payment.id}`,
                  type: 'application/hal+json',
                },
                documentation: DOCS('create-refund'),
              },
            };
            if (key) this.refunds.set(key, refund);
            return send(201, refund);
          }
          const match = /^\/v2\/payments\/([\w]+)$/.exec(path);
          if (req.method === 'GET' && match) {
            const payment = this.payments.get(match[1]!);
            if (payment) return send(200, payment);
            return send(404, {
              status: 404,
              title: 'Not Found',
              detail: `No payment exists with token ${match[1]}.`,
              _links: {
                documentation: {
                  href: 'https://docs.mollie.com/overview/handling-errors',
                  type: 'text/html',
                },
              },
            });
          }
          send(404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
        });
      },
    );
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v2/`;
    return this;
  }

  /** The customer pays on the hosted checkout: a paid first payment leaves a valid mandate, as at Mollie. */
  pay(payment: FakePayment, method: 'creditcard' | 'bancontact'): void {
    payment.status = 'paid';
    payment.method = method;
    if (payment.sequenceType !== 'first' || !payment.customerId) return;
    const id = `mdt_${Math.random().toString(36).slice(2, 12)}`;
    this.mandates.set(id, {
      resource: 'mandate',
      id,
      mode: 'test',
      status: 'valid',
      method: method === 'creditcard' ? 'creditcard' : 'directdebit',
      details:
        method === 'creditcard'
          ? {
              cardHolder: 'J. Peeters',
              cardNumber: '4242',
              cardLabel: 'Visa',
              cardFingerprint: 'fp_4242',
              cardExpiryDate: '2030-12-31',
            }
          : {
              consumerName: 'Jan Peeters',
              consumerAccount: 'BE68539007547034',
              consumerBic: 'GEBABEBB',
            },
      mandateReference: null,
      signatureDate: new Date().toISOString().slice(0, 10),
      createdAt: new Date().toISOString(),
      customerId: payment.customerId,
      _links: {
        self: {
          href: `${this.url}customers/${payment.customerId}/mandates/${id}`,
          type: 'application/hal+json',
        },
        customer: {
          href: `${this.url}customers/${payment.customerId}`,
          type: 'application/hal+json',
        },
        documentation: DOCS('get-mandate'),
      },
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    const checkout = this.checkoutServer;
    if (checkout) await new Promise<void>((resolve) => checkout.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
