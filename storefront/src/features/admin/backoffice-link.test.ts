import { describe, expect, it } from 'vitest';
import { backofficeTarget } from './backoffice-link.ts';

describe('backofficeTarget', () => {
  it('sends each storefront admin screen to the matching back-office screen', () => {
    expect(backofficeTarget('/nl/admin')).toBe('/admin/');
    expect(backofficeTarget('/en/admin/')).toBe('/admin/');
    expect(backofficeTarget('/de/admin/blogs')).toBe(
      `/admin/posts?filter=${encodeURIComponent('{"type":"blog"}')}`,
    );
    expect(backofficeTarget('/fr/admin/blogs/create')).toBe('/admin/posts/create');
    expect(backofficeTarget('/nl/admin/blogs/edit/0b7c6f2e-1d2a-4c1e-9f3a-2b6d8e9f0a1b')).toBe(
      '/admin/posts/0b7c6f2e-1d2a-4c1e-9f3a-2b6d8e9f0a1b',
    );
    expect(backofficeTarget('/nl/admin/blogs/preview/abc')).toBe('/admin/posts/abc');
  });

  it('keeps odd ids inside the path', () => {
    expect(backofficeTarget('/nl/admin/blogs/edit/a%2F..%2Fb')).toBe('/admin/posts/a%2F..%2Fb');
    expect(backofficeTarget('/nl/admin/unknown')).toBe('/admin/');
  });
});

describe('toBackoffice', () => {
  it('answers a document redirect to the back-office screen', async () => {
    const { toBackoffice } = await import('./backoffice-link.ts');
    const thrown = await Promise.resolve()
      .then(() =>
        toBackoffice({
          params: {},
          request: new Request('http://shop.test/nl/admin/blogs/create'),
          locale: 'nl',
          dispatch: () => undefined,
        }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/admin/posts/create');
  });
});
