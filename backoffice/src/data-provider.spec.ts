import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { changedFields, createDataProvider, listQuery } from './data-provider';
import { FALLBACK_ERRORS } from './lib/admin-fetch';
import { json, problem, stubFetch } from './test/stubs';

const provider = (routes: Parameters<typeof stubFetch>[0], locale = 'nl') => {
  const stub = stubFetch(routes);
  const dataProvider = createDataProvider({
    fetch: stub.fetch,
    apiUrl: '/api/admin',
    getLocale: () => locale,
    messageFor: ({ code }) =>
      code === 'REVIEW_NOT_FOUND' ? 'vyrelle.errors.codes.REVIEW_NOT_FOUND' : undefined,
  });
  return { dataProvider, calls: stub.calls };
};

/** Runs a call that must fail and returns its HttpError. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('data provider: lists', () => {
  it('reads { data, total } and sends page, perPage, sort, order and filters as parameters', async () => {
    const { dataProvider, calls } = provider({
      'GET /api/admin/posts': json(200, { data: [{ id: 1, title: 'Serum' }], total: 41 }),
    });

    const result = await dataProvider.getList('posts', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { q: 'retinol', tags: ['blue', 'gold'], published: true, empty: '' },
    });

    expect(result).toEqual({ data: [{ id: 1, title: 'Serum' }], total: 41 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/admin/posts');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('perPage')).toBe('20');
    expect(url.searchParams.get('sort')).toBe('publishedAt');
    expect(url.searchParams.get('order')).toBe('DESC');
    expect(url.searchParams.get('q')).toBe('retinol');
    expect(url.searchParams.getAll('tags')).toEqual(['blue', 'gold']);
    expect(url.searchParams.get('published')).toBe('true');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(calls[0]!.headers.get('Accept-Language')).toBe('nl');
  });

  it('adds the reference as a filter for getManyReference and asks getMany by ids', async () => {
    const { dataProvider, calls } = provider({
      'GET /api/admin/reviews': json(200, { data: [{ id: 'r1' }], total: 1 }),
    });
    await dataProvider.getManyReference('reviews', {
      target: 'productId',
      id: 7,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const many = await dataProvider.getMany('reviews', { ids: ['r1', 'r2'] });

    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('productId')).toBe('7');
    expect(new URL(calls[1]!.url, 'http://x').searchParams.get('ids')).toBe('r1,r2');
    expect(many.data).toEqual([{ id: 'r1' }]);
  });

  it('rejects a list answer without data and total instead of showing an empty list', async () => {
    const { dataProvider } = provider({ 'GET /api/admin/posts': json(200, [{ id: 1 }]) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(
      dataProvider.getList('posts', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.message).toBe(FALLBACK_ERRORS.badResponse);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('builds the query without pagination or sort when react-admin gives none', () => {
    expect(listQuery({ filter: { status: 'pending' } }).toString()).toBe('status=pending');
  });
});

describe('data provider: errors', () => {
  it('hands the field errors of a 400 problem to react-admin forms as body.errors', async () => {
    const { dataProvider } = provider({
      'POST /api/admin/posts': problem(400, {
        type: 'about:blank',
        title: 'Bad Request',
        detail: 'Some fields are invalid.',
        code: 'VALIDATION_FAILED',
        errors: {
          slug: 'This slug is already used.',
          'sections.0.text': 'At most 250 characters.',
        },
      }),
    });

    const error = await failure(dataProvider.create('posts', { data: { slug: 'x' } }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are invalid.');
    expect(error.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { slug: 'This slug is already used.', 'sections.0.text': 'At most 250 characters.' },
    });
  });

  it('uses a translation key for codes the back-office knows, the server detail otherwise', async () => {
    const { dataProvider } = provider({
      'GET /api/admin/reviews/9': problem(404, {
        title: 'Not Found',
        detail: 'No review 9.',
        code: 'REVIEW_NOT_FOUND',
      }),
      'DELETE /api/admin/reviews/9': problem(409, {
        title: 'Conflict',
        detail: 'Already approved.',
        code: 'REVIEW_ALREADY_APPROVED',
      }),
    });

    const known = await failure(dataProvider.getOne('reviews', { id: 9 }));
    const unknown = await failure(dataProvider.delete('reviews', { id: 9 }));

    expect(known.message).toBe('vyrelle.errors.codes.REVIEW_NOT_FOUND');
    expect(unknown.message).toBe('Already approved.');
    expect(unknown.body).toMatchObject({ code: 'REVIEW_ALREADY_APPROVED', status: 409 });
    expect(unknown.body.errors).toBeUndefined();
  });

  it('never shows a 5xx detail, and copes with bodies that are not problem details', async () => {
    const { dataProvider } = provider({
      'GET /api/admin/orders/1': problem(500, {
        title: 'Internal Server Error',
        detail: 'relation "x" does not exist',
      }),
      'GET /api/admin/orders/2': new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
      'GET /api/admin/orders/3': new Response(null, { status: 403 }),
    });

    expect((await failure(dataProvider.getOne('orders', { id: 1 }))).message).toBe(
      FALLBACK_ERRORS.server,
    );
    expect((await failure(dataProvider.getOne('orders', { id: 2 }))).message).toBe(
      FALLBACK_ERRORS.server,
    );
    const forbidden = await failure(dataProvider.getOne('orders', { id: 3 }));
    expect(forbidden.message).toBe(FALLBACK_ERRORS.forbidden);
    expect(forbidden.status).toBe(403);
  });

  it('reports a network failure as status 0 with its own message', async () => {
    const dataProvider = createDataProvider({
      apiUrl: '/api/admin',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failure(dataProvider.getOne('posts', { id: 1 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(FALLBACK_ERRORS.network);
  });
});

describe('data provider: writes', () => {
  it('PATCHes only the changed fields and reads the updated record', async () => {
    const { dataProvider, calls } = provider({
      'PATCH /api/admin/posts/5': json(200, { id: 5, title: 'New', slug: 'same' }),
    });

    const result = await dataProvider.update('posts', {
      id: 5,
      data: { id: 5, title: 'New', slug: 'same', tags: ['a'] },
      previousData: { id: 5, title: 'Old', slug: 'same', tags: ['a'] },
    });

    expect(calls[0]!.method).toBe('PATCH');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ title: 'New' });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(result.data).toEqual({ id: 5, title: 'New', slug: 'same' });
  });

  it('accepts a 204 on delete and returns the previous record', async () => {
    const { dataProvider } = provider({
      'DELETE /api/admin/posts/5': new Response(null, { status: 204 }),
    });
    const result = await dataProvider.delete('posts', {
      id: 5,
      previousData: { id: 5, title: 'Gone' },
    });
    expect(result.data).toEqual({ id: 5, title: 'Gone' });
  });

  it('diffs nested values by content', () => {
    expect(
      changedFields({ id: 1, a: { x: 1 }, b: [1, 2] }, { id: 1, a: { x: 1 }, b: [1, 3] }),
    ).toEqual({ b: [1, 2] });
  });
});
