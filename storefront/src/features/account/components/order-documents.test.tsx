// @vitest-environment jsdom
// The invoice and credit notes of a paid order on the account's order page: one download per
// document, fetched through the API client (which adds the bearer token: a PDF cannot be a plain
// link), and a clear message when the download fails.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { AuthClient } from '../../../lib/auth-client.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import { AuthClientContext } from '../../../lib/session.tsx';
import { OrderDocuments } from './order-documents.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const ORDER = '11111111-1111-4111-8111-111111111111';
const CREDIT = '22222222-2222-4222-8222-222222222222';
const documents = {
  data: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'invoice',
      number: '2026-000042',
      issueDate: '2026-11-20',
      totalCents: 12_395,
      currency: 'EUR',
    },
    {
      id: CREDIT,
      kind: 'credit_note',
      number: 'CN-2026-000003',
      issueDate: '2026-11-25',
      totalCents: 12_395,
      currency: 'EUR',
    },
  ],
};

function mount(answer: (request: Request) => Response) {
  localStorage.setItem('oAuth', JSON.stringify(auth));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request ? input : new Request(input, init)),
  );
  const store = createStore({ apiOrigin: 'http://api.test', fetchFn });
  const client = { subscribe: () => () => {}, getState: () => auth } as unknown as AuthClient;
  render(
    <Provider store={store}>
      <AuthClientContext.Provider value={client}>
        <I18nextProvider i18n={i18nForLocale(serverI18n, 'en')}>
          <LocaleContext.Provider value="en">
            <MemoryRouter>
              <OrderDocuments orderId={ORDER} />
            </MemoryRouter>
          </LocaleContext.Provider>
        </I18nextProvider>
      </AuthClientContext.Provider>
    </Provider>,
  );
  return fetchFn;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('order documents', () => {
  it('lists the invoice and the credit note and downloads the PDF through the API client', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:doc';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchFn = mount((request) => {
      const url = new URL(request.url);
      if (url.pathname === `/api/orders/${ORDER}/invoices`) return Response.json(documents);
      if (url.pathname.endsWith('.pdf'))
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      return Response.json({}, { status: 500 });
    });
    const invoice = await screen.findByTestId('order-document-invoice');
    expect(invoice.textContent).toBe('Invoice 2026-000042 (PDF)');
    const credit = screen.getByTestId('order-document-credit_note');
    expect(credit.textContent).toBe('Credit note CN-2026-000003 (PDF)');

    await act(async () => {
      fireEvent.click(credit);
    });
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const pdfCall = fetchFn.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
      .find((r) => r.url.endsWith('.pdf'))!;
    expect(new URL(pdfCall.url).pathname).toBe(
      `/api/orders/${ORDER}/credit-notes/${CREDIT}/credit-note.pdf`,
    );
    expect(pdfCall.method).toBe('GET');
    expect(await created[0]!.text()).toBe('%PDF-1.7');
  });

  it('says so when a download fails, and shows nothing before the order has an invoice', async () => {
    mount((request) => {
      const url = new URL(request.url);
      if (url.pathname === `/api/orders/${ORDER}/invoices`) return Response.json(documents);
      return Response.json(
        { status: 404, code: 'INVOICES_NOT_FOUND', errors: {} },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      );
    });
    await act(async () => {
      fireEvent.click(await screen.findByTestId('order-document-invoice'));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The document could not be downloaded. Please try again later.',
    );
    cleanup();
    mount(() => Response.json({ data: [] }));
    await waitFor(() => expect(screen.queryByTestId('order-documents')).toBeNull());
  });
});
