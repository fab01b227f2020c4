// @vitest-environment jsdom
// Account → payment methods: the saved demo card can be removed (DELETE /api/payment-methods/:id),
// the list then shows the empty state; a failed removal says so and keeps the card.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { AuthClient } from '../../../lib/auth-client.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import type { Locale } from '../../../lib/routes.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import { AuthClientContext } from '../../../lib/session.tsx';
import AccountPaymentPage from './account-payment-page.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const card = { id: 'pm_demo_0123456789abcdef', method: 'demo', label: 'Demo card •••• 4242' };

function mount(locale: Locale, deleteStatus: number) {
  localStorage.setItem('oAuth', JSON.stringify(auth));
  let saved = [card];
  const deletes: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'DELETE' && path.startsWith('/api/payment-methods/')) {
      deletes.push(path);
      if (deleteStatus !== 204) return Response.json({ code: 'X' }, { status: deleteStatus });
      saved = [];
      return new Response(null, { status: 204 });
    }
    if (path === '/api/payment-methods')
      return Response.json({ provider: 'demo', available: ['demo'], saved });
    return Response.json({}, { status: 500 });
  });
  const store = createStore({ apiOrigin: 'http://api.test', fetchFn });
  const client = { subscribe: () => () => {}, getState: () => auth } as unknown as AuthClient;
  const router = createMemoryRouter([{ path: '/', element: <AccountPaymentPage /> }]);
  render(
    <Provider store={store}>
      <AuthClientContext.Provider value={client}>
        <I18nextProvider i18n={i18nForLocale(serverI18n, locale)}>
          <LocaleContext.Provider value={locale}>
            <RouterProvider router={router} />
          </LocaleContext.Provider>
        </I18nextProvider>
      </AuthClientContext.Provider>
    </Provider>,
  );
  return deletes;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('account payment methods', () => {
  it('removes the saved demo card and then shows the empty state', async () => {
    const deletes = mount('fr', 204);
    const remove = await screen.findByRole('button', {
      name: 'Supprimer Paiement de démonstration Demo card •••• 4242',
    });
    fireEvent.click(remove);
    await screen.findByText('Le moyen de paiement a été supprimé.');
    await screen.findByTestId('payment-saved-empty');
    expect(deletes).toEqual([`/api/payment-methods/${card.id}`]);
    expect(screen.queryByTestId('payment-saved')).toBeNull();
  });

  it('says so when the removal fails and keeps the card', async () => {
    mount('de', 503);
    fireEvent.click(await screen.findByRole('button', { name: /entfernen/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wir konnten die Zahlungsart nicht entfernen. Bitte versuchen Sie es erneut.',
    );
    await waitFor(() => expect(screen.getAllByTestId('payment-saved')).toHaveLength(1));
  });
});
