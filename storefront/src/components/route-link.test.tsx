import { renderToString } from 'react-dom/server';
import { createStaticRouter, Link, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink } from './route-link.tsx';

/** Renders `element` as the page of a static router at `/nl/producten`, as the server does. */
function page(element: React.ReactElement): string {
  const routes: RouteObject[] = [{ id: 'page', path: '/nl/producten', element }];
  const context = {
    basename: '/',
    location: { pathname: '/nl/producten', search: '', hash: '', state: null, key: 'default' },
    matches: [
      {
        params: {},
        pathname: '/nl/producten',
        pathnameBase: '/nl/producten',
        route: { ...routes[0]!, hasErrorBoundary: false },
      },
    ],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  } as never;
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(routes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

describe('the server link', () => {
  it("renders the same markup as React Router's Link for the app's paths", () => {
    const props = {
      className: 'product-card-link',
      'aria-label': 'Serum',
      lang: 'de',
      hrefLang: 'de',
    } as const;
    for (const to of ['/nl/product/serum', '/de/produkte?sort=price-asc', '/nl']) {
      const library = page(
        <Link to={to} {...props} replace state={{ a: 1 }} preventScrollReset prefetch="intent">
          Serum
        </Link>,
      );
      const ours = page(
        <ServerLink
          to={to}
          {...props}
          replace
          state={{ a: 1 }}
          preventScrollReset
          prefetch="intent"
        >
          Serum
        </ServerLink>,
      );
      expect(library).toContain(`href="${to.replace('&', '&amp;')}"`);
      expect(ours).toBe(library);
    }
    expect(page(<Link to="/nl" discover="none" />)).toBe(
      page(<ServerLink to="/nl" discover="none" />),
    );
  });
});
