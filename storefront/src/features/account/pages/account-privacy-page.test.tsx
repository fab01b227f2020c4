// @vitest-environment jsdom
// Account → privacy: the export becomes one JSON file; deleting the account says what is kept and
// why, needs the current password, shows a wrong one as a field error and signs out when done.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { AuthClient } from '../../../lib/auth-client.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import { href } from '../../../lib/routes.ts';
import type { RouteHandle } from '../../../lib/route-hooks.ts';
import { AuthClientContext } from '../../../lib/session.tsx';
import AccountPrivacyPage from './account-privacy-page.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const summary = (over: Record<string, unknown> = {}) => ({
  retainedOrders: 2,
  retentionYears: 7,
  keptUntil: '2033-11-26',
  selfErasable: true,
  ...over,
});
const exported = {
  format: 'vyrelle-personal-data/1',
  exportedAt: '2026-11-26T10:00:00.000Z',
  profile: { email: 'ann@example.be' },
  addresses: [],
  orders: [{ number: 'VY-1001' }],
  reviews: [],
  subscriptions: { newsletter: null },
  favourites: [],
  cart: [],
  routines: {},
  payment: null,
  consents: {},
};

function mount(answer: (request: Request) => Response | Promise<Response>) {
  localStorage.setItem('oAuth', JSON.stringify(auth));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request ? input : new Request(input, init)),
  );
  const store = createStore({ apiOrigin: 'http://api.test', fetchFn });
  const client = {
    subscribe: () => () => {},
    getState: () => auth,
  } as unknown as AuthClient;
  const page = href('accountPrivacy', 'en');
  const router = createMemoryRouter(
    [
      {
        path: page,
        handle: { route: 'accountPrivacy' } satisfies RouteHandle,
        element: <AccountPrivacyPage />,
      },
      { path: href('home', 'en'), element: <p data-testid="home">home</p> },
    ],
    { initialEntries: [page] },
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

const requests = (fetchFn: ReturnType<typeof mount>) =>
  fetchFn.mock.calls.map(([input, init]) =>
    input instanceof Request ? input : new Request(input, init),
  );

let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:test-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('account privacy page', () => {
  it('says what deletion keeps and why, and downloads the export as one JSON file', async () => {
    mount((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user/privacy') return Response.json(summary());
      if (path === '/api/user/export') return Response.json(exported);
      return Response.json({}, { status: 500 });
    });
    await waitFor(() =>
      expect(screen.getByTestId('privacy-retention').textContent).toContain(
        'We keep your 2 orders with their invoice data for 7 more years, until 26 November 2033.',
      ),
    );
    expect(screen.getByTestId('privacy-retention').textContent).toContain(
      'Belgian accounting law requires us',
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('privacy-export'));
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('my-data-2026-11-26.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(exported);
    expect(await screen.findByText('Your file has been downloaded.')).toBeTruthy();
  });

  it('shows a wrong password as a field error, then deletes with the right one and leaves the account', async () => {
    const fetchFn = mount(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user/privacy') return Response.json(summary());
      if (path === '/api/user/erase') {
        const body = (await request.json()) as { currentPassword: string };
        if (body.currentPassword === 'Secret12') return new Response(null, { status: 204 });
        return Response.json(
          {
            status: 400,
            code: 'USERS_CURRENT_PASSWORD_WRONG',
            errors: { currentPassword: 'validation.currentPasswordWrong' },
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return Response.json({}, { status: 500 });
    });
    const form = await screen.findByTestId('privacy-delete-form');
    const password = form.querySelector<HTMLInputElement>('[name="currentPassword"]')!;

    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(form.textContent).toContain('Please fill in'));
    expect(requests(fetchFn).filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'Wrong123' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() =>
      expect(form.textContent).toContain('Your current password is not correct.'),
    );
    expect(screen.queryByTestId('home')).toBeNull();

    fireEvent.change(password, { target: { value: 'Secret12' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(await screen.findByTestId('home')).toBeTruthy();
    const erase = requests(fetchFn).filter((r) => new URL(r.url).pathname === '/api/user/erase');
    expect(erase).toHaveLength(2);
  });

  it('offers no deletion form to an account that cannot delete itself', async () => {
    mount((request) =>
      new URL(request.url).pathname === '/api/user/privacy'
        ? Response.json(summary({ selfErasable: false, retainedOrders: 0, keptUntil: null }))
        : Response.json({}, { status: 500 }),
    );
    expect(await screen.findByTestId('privacy-not-erasable')).toBeTruthy();
    expect(screen.getByTestId('privacy-retention').textContent).toContain('You have no orders');
    expect(document.querySelector('[name="currentPassword"]')).toBeNull();
  });
});
