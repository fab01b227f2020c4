// @vitest-environment jsdom
// The salon's profile form and the dashboard's QR code in the whole app (server HTML, hydration,
// router, store) against a stubbed API, signed in as a partner: the server's 422 field messages
// are shown translated and nothing typed is lost; a valid save sends the profile.
import { fireEvent } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClient } from '../../app/hydrate.tsx';
import { render } from '../../entry-server.tsx';

const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
const partner = {
  id: 'p1',
  email: 'partner@demo.test',
  firstName: 'Sara',
  lastName: 'Partner',
  birthday: null,
  gender: null,
  country: 'BE',
  region: null,
  newsletter: false,
  birthdayDeals: false,
  role: 'partner',
  locale: 'en',
  specialistStoreId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const store = {
  id: 'st1',
  name: 'Huidinstituut Lumen',
  address: 'Meir 42',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'BE',
  latitude: 51.2,
  longitude: 4.4,
  phone: '+32 3 214 55 10',
  website: null,
  email: null,
  officialPartner: true,
  openingHours: { mon: [], tue: [['09:00', '18:00']] },
  services: ['Peeling'],
  languages: ['nl'],
  distanceKm: null,
};
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M2 2h7v7h-7z"/></svg>';

const peppol = { peppolId: null, peppolIdFromVat: '0208:0123456749' };
const paidOrder = {
  id: 'o1',
  number: 'VY-2026-000123',
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'paid',
  paidStatus: 'paid',
  totalCents: 7_256,
  currency: 'EUR',
  reverseCharge: false,
  lines: [
    {
      productId: 'pr1',
      slug: 'cream',
      name: 'Cream',
      quantity: 3,
      unitPriceCents: 1_999,
      vatRate: 21,
      lineTotalCents: 5_997,
    },
  ],
  deliveryAddress: {
    firstName: 'Sara',
    lastName: 'Partner',
    company: null,
    street: 'Meir',
    houseNumber: '42',
    box: null,
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    phone: null,
  },
  itemsCents: 5_997,
  deliveryCents: 0,
  netCents: 5_997,
  vatCents: 1_259,
  vat: [{ rate: 21, netCents: 5_997, vatCents: 1_259, grossCents: 7_256 }],
  paidAt: '2026-11-20T09:05:00.000Z',
  checkoutUrl: null,
  companyName: 'Huidinstituut Lumen BV',
  vatNumber: 'BE0123456749',
};

function fakeBackend() {
  const patches: Record<string, unknown>[] = [];
  const xmlRequests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/config') return Response.json(config);
    if (url.pathname === '/api/user') return Response.json(partner);
    if (url.pathname === '/api/partner/profile' && request.method === 'GET')
      return Response.json({
        store,
        code: 'k7m2q9xd',
        link: 'https://vyrelle.example/t/k7m2q9xd',
        ...peppol,
      });
    if (url.pathname === '/api/partner/profile' && request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (body.peppolId === '0208:0123456789')
        return Response.json(
          {
            type: 'about:blank',
            title: 'Unprocessable Content',
            status: 422,
            code: 'PARTNER_PORTAL_PROFILE_INVALID',
            errors: { peppolId: 'validation.peppolId' },
          },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        );
      if ((body.services as string[]).includes('Peeling!')) {
        return Response.json(
          {
            type: 'about:blank',
            title: 'Unprocessable Content',
            status: 422,
            code: 'PARTNER_PORTAL_PROFILE_INVALID',
            errors: { 'services.1': 'validation.duplicate', website: 'validation.link' },
          },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return Response.json({
        store: { ...store, ...body },
        code: 'k7m2q9xd',
        link: 'https://vyrelle.example/t/k7m2q9xd',
        ...peppol,
        peppolId: body.peppolId ?? null,
      });
    }
    if (url.pathname === '/api/partner/orders/VY-2026-000123') return Response.json(paidOrder);
    if (url.pathname === '/api/partner/orders/VY-2026-000123/invoice.xml') {
      xmlRequests.push(request);
      return xmlRequests.length === 1
        ? Response.json(
            {
              status: 422,
              code: 'EINVOICE_INVALID',
              errors: {
                'PEPPOL-COMMON-R043':
                  'Belgian enterprise number MUST be stated in the correct format.',
              },
            },
            { status: 422, headers: { 'content-type': 'application/problem+json' } },
          )
        : new Response('<Invoice/>', { headers: { 'content-type': 'application/xml' } });
    }
    if (url.pathname === '/api/partner/profile/qr.svg')
      return new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } });
    if (url.pathname === '/api/partner/dashboard')
      return Response.json({
        month: '2026-11',
        orderCount: 0,
        revenueCents: 0,
        commissionRate: 0.1,
        commissionCents: 0,
        orders: [],
      });
    return Response.json({ status: 404, code: 'COMMON_NOT_FOUND', errors: {} }, { status: 404 });
  });
  return { fetchFn, patches, xmlRequests };
}

let root: Root | null = null;
let backend: ReturnType<typeof fakeBackend>;
const waitFor = <T,>(check: () => T, timeout = 8000) =>
  vi.waitFor(check, { timeout, interval: 20 });

async function open(url: string) {
  vi.stubGlobal('fetch', backend.fetchFn);
  const page = await render({
    url,
    headers: {},
    apiOrigin: 'http://api.internal:3000',
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
  document.body.innerHTML = page.body.slice(
    page.body.indexOf('<body>') + 6,
    page.body.indexOf('</body>'),
  );
  window.history.replaceState(null, '', url);
  root = await startClient(document.getElementById('root')!);
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
}

beforeEach(() => {
  backend = fakeBackend();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() }),
  );
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
  );
  localStorage.setItem(
    'oAuth',
    JSON.stringify({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenType: 'Bearer',
      expiresIn: 900,
      expiresAt: Date.now() + 900_000,
    }),
  );
});

afterEach(() => {
  root?.unmount();
  root = null;
  localStorage.clear();
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('salon profile', { timeout: 30_000 }, () => {
  it('shows the server’s field messages translated and keeps what was typed; then saves', async () => {
    await open('/en/partner/salon-profile');
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-testid=salon-profile-form]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(form.querySelector('[data-day=mon] legend')?.textContent).toBe('Monday');
    expect(form.querySelector<HTMLSelectElement>('[data-day=mon] select')!.value).toBe('closed');
    expect(form.querySelector<HTMLSelectElement>('[data-day=wed] select')!.value).toBe('unknown');

    // Add a duplicate treatment and a bad website: the server refuses both.
    fireEvent.click(
      [...form.querySelectorAll('button')].find((b) => b.textContent === 'Add a treatment')!,
    );
    const serviceInputs = () => form.querySelectorAll<HTMLInputElement>('.salon-services input');
    fireEvent.change(serviceInputs()[1]!, { target: { value: 'Peeling!' } });
    fireEvent.change(form.querySelector<HTMLInputElement>('input[name=website]')!, {
      target: { value: 'not a site' },
    });
    fireEvent.click(form.querySelector<HTMLInputElement>('.salon-languages input')!);
    fireEvent.submit(form);
    await waitFor(() =>
      expect(form.querySelector('input[name=website]')?.getAttribute('aria-invalid')).toBe('true'),
    );
    expect(form.textContent).toContain('This is already in the list.');
    expect(form.textContent).toContain('Please enter a full web address');
    expect(serviceInputs()[1]!.value).toBe('Peeling!');
    expect(form.querySelector<HTMLInputElement>('input[name=website]')!.value).toBe('not a site');
    expect(backend.patches[0]).toMatchObject({
      openingHours: { mon: [], tue: [['09:00', '18:00']] },
      services: ['Peeling', 'Peeling!'],
      languages: [],
      phone: '+32 3 214 55 10',
      website: 'not a site',
      email: null,
    });

    // An end before the start is caught before sending.
    fireEvent.change(form.querySelector<HTMLSelectElement>('[data-day=wed] select')!, {
      target: { value: 'open' },
    });
    const wedTimes = form.querySelectorAll<HTMLInputElement>('[data-day=wed] input[type=time]');
    fireEvent.change(wedTimes[1]!, { target: { value: '08:00' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(form.querySelector('[data-day=wed]')?.textContent).toContain(
        'The start time must be before the end time.',
      ),
    );
    expect(backend.patches).toHaveLength(1);

    fireEvent.change(wedTimes[1]!, { target: { value: '17:00' } });
    fireEvent.change(serviceInputs()[1]!, { target: { value: 'Massage' } });
    fireEvent.change(form.querySelector<HTMLInputElement>('input[name=website]')!, {
      target: { value: '' },
    });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(document.querySelector('[data-testid=salon-profile-status]')?.textContent).toContain(
        'Your profile is saved',
      ),
    );
    expect(backend.patches[1]).toMatchObject({
      openingHours: { wed: [['09:00', '17:00']] },
      services: ['Peeling', 'Massage'],
      website: null,
    });
    expect(form.querySelector('.field-error')).toBeNull();
  });

  it('shows the personal link’s QR code with a download link on the dashboard, fetched with the bearer token', async () => {
    await open('/en/partner');
    const download = await waitFor(() => {
      const found = document.querySelector<HTMLAnchorElement>('[data-testid=partner-qr-download]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(download.getAttribute('href')).toBe('blob:qr');
    expect(download.getAttribute('download')).toBe('salon-k7m2q9xd-qr.svg');
    expect(document.querySelector('[data-testid=partner-qr] img')?.getAttribute('alt')).toBe(
      'QR code of your personal client link',
    );
    const qrCall = backend.fetchFn.mock.calls
      .map(([input, init]) =>
        input instanceof Request ? input : new Request(input as string, init),
      )
      .find((r) => r.url.endsWith('/api/partner/profile/qr.svg'));
    expect(qrCall?.headers.get('authorization')).toBe('Bearer access-1');
    expect(document.querySelector('[data-testid=partner-link]')?.getAttribute('value')).toBe(
      'https://vyrelle.example/t/k7m2q9xd',
    );
  });

  it('keeps the Peppol participant id: shows the one derived from the VAT number, the server’s message on a wrong one', async () => {
    await open('/en/partner/salon-profile');
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('[data-testid=salon-profile-peppol]');
      expect(found).not.toBeNull();
      return found!;
    });
    const form = document.querySelector<HTMLFormElement>('[data-testid=salon-profile-form]')!;
    expect(form.textContent).toContain('E-invoicing (Peppol)');
    expect(form.textContent).toContain('Left empty, we use 0208:0123456749');
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '0208:0123456789' } });
    fireEvent.submit(form);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Enter a Peppol id as scheme:number');
    expect(input.value).toBe('0208:0123456789');
    expect(backend.patches[0]).toMatchObject({ peppolId: '0208:0123456789' });
    fireEvent.change(input, { target: { value: '0208:0123456749' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(document.querySelector('[data-testid=salon-profile-status]')?.textContent).toContain(
        'Your profile is saved',
      ),
    );
    expect(backend.patches[1]).toMatchObject({ peppolId: '0208:0123456749' });
  });

  it('downloads the e-invoice of a paid order with the bearer token; says what to do when it cannot be drawn up', async () => {
    await open('/en/partner/orders/VY-2026-000123');
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>(
        '[data-testid=partner-einvoice-download]',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    expect(button.textContent).toBe('Download e-invoice (XML)');
    fireEvent.click(button);
    await waitFor(() =>
      expect(document.querySelector('[data-testid=partner-einvoice]')?.textContent).toContain(
        'check the Peppol id in your salon profile',
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('VY-2026-000123.xml');
    expect(link.getAttribute('href')).toBe('blob:qr');
    expect(backend.xmlRequests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-1',
    ]);
    expect(document.querySelector('[data-testid=partner-einvoice] .field-error')).toBeNull();
  });
});
