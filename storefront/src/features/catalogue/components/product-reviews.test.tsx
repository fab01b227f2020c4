// @vitest-environment jsdom
// The reviews tab on the real product page (server HTML, hydration, store, sign-in client) with a
// stand-in API: approved reviews with average and marks, the login notice for visitors, and the
// write-a-review form (client rules, server field errors keeping the input, the pending notice).
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClient } from '../../../app/hydrate.tsx';
import { render } from '../../../entry-server.tsx';
import { fixtureResponse } from '../../../test-support/api-fixtures.ts';

const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
const user = {
  id: 'u1',
  email: 'anna@example.be',
  firstName: 'Anna',
  lastName: 'Peeters',
  birthday: null,
  gender: null,
  country: 'BE',
  region: null,
  newsletter: false,
  birthdayDeals: false,
  role: 'customer',
  locale: 'en',
  specialistStoreId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const approved = [
  {
    id: 'r1',
    productId: 'p-serum',
    score: 5,
    title: 'Calm skin',
    content: '<b>Really</b> good\nSecond line',
    authorName: 'Lien W.',
    verifiedPurchase: true,
    locale: 'en',
    submittedAt: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 'r2',
    productId: 'p-serum',
    score: 4,
    title: 'Nice',
    content: 'Absorbs fast.',
    authorName: 'Tom D.',
    verifiedPurchase: false,
    locale: 'en',
    submittedAt: '2026-02-01T10:00:00.000Z',
  },
];
const PRODUCT = '/en/product/black-epigenetic-shield-serum';

interface Backend {
  posts: Record<string, unknown>[];
  answerPost: (body: Record<string, unknown>) => Response;
}

function fakeBackend(backend: Backend) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/user') return Response.json(user);
    if (url.pathname === '/api/favourites')
      return Response.json({ data: [], total: 0, productIds: [] });
    if (url.pathname === '/api/products/p-serum/reviews' && request.method === 'GET')
      return Response.json({
        data: approved,
        total: 2,
        page: 1,
        perPage: 5,
        pageCount: 1,
        average: 4.5,
        count: 2,
      });
    if (url.pathname === '/api/products/p-serum/reviews/mine')
      return Response.json({ review: null });
    if (url.pathname === '/api/products/p-serum/reviews' && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      backend.posts.push(body);
      return backend.answerPost(body);
    }
    return fixtureResponse(url, config);
  });
}

let root: Root | null = null;
const waitFor = <T,>(check: () => T, timeout = 5000) =>
  vi.waitFor(check, { timeout, interval: 20 });
const reviews = () => document.querySelector<HTMLElement>('[data-testid="product-reviews"]')!;
const form = () => document.querySelector<HTMLFormElement>('[data-testid="review-form"]')!;

/** Sets a field's value the way typing does, so React sees the change. */
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  setter.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

async function open(url: string, backend: Backend, signedIn: boolean) {
  if (signedIn)
    localStorage.setItem(
      'oAuth',
      JSON.stringify({
        accessToken: 'a1',
        refreshToken: 'r1',
        tokenType: 'Bearer',
        expiresIn: 900,
        expiresAt: Date.now() + 900_000,
      }),
    );
  vi.stubGlobal('fetch', fakeBackend(backend));
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
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
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

describe('product reviews tab', { timeout: 30_000 }, () => {
  it('shows approved reviews with the average, count, stars, verified mark, author and date; visitors get the login notice', async () => {
    await open(PRODUCT, { posts: [], answerPost: () => Response.json({}) }, false);
    await waitFor(() =>
      expect(reviews().querySelectorAll('[data-testid="review"]')).toHaveLength(2),
    );
    const summary = reviews().querySelector('[data-testid="reviews-summary"]')!;
    expect(summary.getAttribute('data-average')).toBe('4.5');
    expect(summary.textContent).toContain('4.5 out of 5');
    expect(summary.textContent).toContain('2 reviews');
    expect(summary.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '4.5 out of 5 stars',
    );
    const [first, second] = reviews().querySelectorAll('[data-testid="review"]');
    expect(first!.textContent).toContain('Lien W.');
    expect(first!.textContent).toContain('2 March 2026');
    expect(first!.querySelector('[data-testid="review-verified"]')?.textContent).toBe(
      'Verified purchase',
    );
    expect(second!.querySelector('[data-testid="review-verified"]')).toBeNull();
    // Plain text stays text: no markup from a review reaches the page.
    expect(first!.querySelector('b')).toBeNull();
    expect(first!.textContent).toContain('<b>Really</b> good');

    const notice = reviews().querySelector('[data-testid="review-sign-in"]')!;
    expect(notice.textContent).toContain('You need to be signed in to write a review.');
    expect(notice.querySelector('a')!.getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Fproduct%2Fblack-epigenetic-shield-serum%3Ftab%3Dreviews',
    );
    expect(document.querySelector('[data-testid="review-form"]')).toBeNull();
  });

  it('checks the form before sending, keeps the input after a server error and says the review awaits approval', async () => {
    const backend: Backend = {
      posts: [],
      answerPost: (body) =>
        backend.posts.length === 1
          ? Response.json(
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                code: 'COMMON_VALIDATION_FAILED',
                errors: { title: 'validation.tooLong' },
              },
              { status: 400, headers: { 'content-type': 'application/problem+json' } },
            )
          : Response.json(
              {
                ...approved[0],
                ...body,
                id: 'mine',
                authorName: 'Anna P.',
                verifiedPurchase: false,
                status: 'pending',
                rejectionReason: null,
              },
              { status: 201 },
            ),
    };
    await open(PRODUCT, backend, true);
    await waitFor(() => expect(form()).not.toBeNull());

    // Empty: the client rules answer, nothing is sent.
    form().requestSubmit();
    await waitFor(() => expect(form().querySelectorAll('.field-error')).toHaveLength(3));
    expect(form().querySelector('[data-testid="review-score"] .field-error')?.textContent).toBe(
      'Please fill in this field.',
    );
    expect(backend.posts).toHaveLength(0);

    // The stars are radios: one is chosen like any radio (arrow keys move between them).
    const stars = form().querySelectorAll<HTMLInputElement>('input[name="score"]');
    expect(stars).toHaveLength(5);
    stars[3]!.click();
    type(form().querySelector<HTMLInputElement>('input[name="title"]')!, 'So soft');
    type(
      form().querySelector<HTMLTextAreaElement>('textarea[name="content"]')!,
      'My skin feels calm.',
    );
    await waitFor(() => expect(form().querySelectorAll('.field-error')).toHaveLength(0));
    expect(form().querySelectorAll('.star-picker-on')).toHaveLength(4);

    // The server refuses the title: its message shows, the input stays.
    form().requestSubmit();
    await waitFor(() => expect(form().querySelector('.field-error')?.textContent).toBeTruthy());
    expect(backend.posts[0]).toEqual({
      score: 4,
      title: 'So soft',
      content: 'My skin feels calm.',
      website: '',
    });
    expect(form().querySelector<HTMLInputElement>('input[name="title"]')!.value).toBe('So soft');
    expect(form().querySelector<HTMLTextAreaElement>('textarea[name="content"]')!.value).toBe(
      'My skin feels calm.',
    );
    expect(form().querySelector<HTMLInputElement>('input[name="score"]:checked')!.value).toBe('4');

    form().requestSubmit();
    await waitFor(() =>
      expect(reviews().querySelector('[data-testid="review-pending"]')?.textContent).toBe(
        'Thank you! Your review awaits approval by our team.',
      ),
    );
    expect(backend.posts).toHaveLength(2);
  });
});
