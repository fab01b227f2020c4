// @vitest-environment jsdom
// The salon's client routines editor: a refused save keeps what was typed and shows the server's
// message, translated, at the field; a saved routine shows in the list.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { AuthClient } from '../../../lib/auth-client.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import type { RouteHandle } from '../../../lib/route-hooks.ts';
import { AuthClientContext } from '../../../lib/session.tsx';
import PartnerRoutinesPage from './partner-routines-page.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const product = {
  id: 'p1',
  slug: 'foam',
  name: 'Probiotic foam',
  subtitle: null,
  type: 'foam',
  typeLabel: 'Foam',
  collection: 'blue',
  skinTypes: [],
  timing: [],
  spf: null,
  priceCents: 2500,
  vatRate: 21,
  currency: 'EUR',
  inStock: true,
  size: '150 ml',
  image: null,
  bestsellerRank: null,
  setKind: null,
  locale: 'en',
};

function mount(answer: (request: Request) => Response | Promise<Response>) {
  localStorage.setItem('oAuth', JSON.stringify(auth));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request ? input : new Request(input, init)),
  );
  const store = createStore({ apiOrigin: 'http://api.test', fetchFn });
  const client = { subscribe: () => () => {}, getState: () => auth } as unknown as AuthClient;
  const router = createMemoryRouter(
    [
      {
        path: '/en/partner/client-routines',
        handle: { route: 'partnerRoutines' } satisfies RouteHandle,
        element: <PartnerRoutinesPage />,
      },
    ],
    { initialEntries: ['/en/partner/client-routines'] },
  );
  render(
    <Provider store={store}>
      <AuthClientContext.Provider value={client}>
        <I18nextProvider i18n={i18nForLocale(serverI18n, 'en')}>
          <LocaleContext.Provider value="en">
            <RouterProvider router={router} />
          </LocaleContext.Provider>
        </I18nextProvider>
      </AuthClientContext.Provider>
    </Provider>,
  );
  return fetchFn;
}

const change = (element: Element, value: string) =>
  fireEvent.change(element, { target: { value } });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('client routines page', () => {
  it('keeps the input and shows the translated server message when the customer is no longer a client', async () => {
    let body: unknown = null;
    mount(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/partner/clients')
        return Response.json({ data: [{ id: 'c1', name: 'Lotte J.' }] });
      if (url.pathname === '/api/partner/routines' && request.method === 'GET')
        return Response.json({ data: [] });
      if (url.pathname === '/api/products') return Response.json({ data: [product], pageCount: 1 });
      if (url.pathname === '/api/partner/routines' && request.method === 'POST') {
        body = await request.json();
        return Response.json(
          {
            status: 404,
            code: 'ROUTINES_CLIENT_NOT_FOUND',
            errors: { customerId: 'validation.notClient' },
          },
          { status: 404, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return Response.json({});
    });
    fireEvent.click(await screen.findByTestId('partner-routine-new'));
    // Client checks first: nothing chosen yet.
    await act(async () => {
      fireEvent.click(screen.getByTestId('routine-save'));
    });
    expect(screen.getByTestId('routine-editor').textContent).toContain(
      'Please fill in this field.',
    );
    change(screen.getByTestId('routine-client'), 'c1');
    change(screen.getByTestId('routine-title'), 'After your treatment');
    await waitFor(() =>
      expect(screen.getByTestId('routine-step-product').querySelectorAll('option')).toHaveLength(2),
    );
    change(screen.getByTestId('routine-step-product'), 'p1');
    await act(async () => {
      fireEvent.click(screen.getByTestId('routine-save'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('routine-editor').textContent).toContain(
        'This customer has not chosen (or no longer chooses) your salon as specialist.',
      ),
    );
    expect(body).toEqual({
      customerId: 'c1',
      title: 'After your treatment',
      note: null,
      steps: [{ productId: 'p1', position: 1, timing: 'both', instructions: null }],
    });
    expect((screen.getByTestId('routine-title') as HTMLInputElement).value).toBe(
      'After your treatment',
    );
    expect((screen.getByTestId('routine-step-product') as HTMLSelectElement).value).toBe('p1');
    expect(screen.getByTestId('routine-client').getAttribute('aria-invalid')).toBe('true');
  });
});
