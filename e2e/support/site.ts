import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  href,
  locales,
  routeTable,
  type Locale,
  type RouteEntry,
  type RouteName,
} from '../../storefront/src/lib/routes.ts';

export { href, locales, routeTable, type Locale, type RouteEntry, type RouteName };

const localesDir = fileURLToPath(new URL('../../storefront/src/locales/', import.meta.url));

/** Reads a storefront locale file, so journeys assert the same texts the user sees. */
export function messages(locale: Locale, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}${locale}/${namespace}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

export function text(locale: Locale, namespace: string, key: string): string {
  let value: unknown = messages(locale, namespace);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${locale}`);
  return value;
}

/** Sample parameters that make each route resolve. */
export const SAMPLE_PARAMS: Partial<Record<RouteName, Record<string, string>>> = {
  collection: { collection: 'gold' },
  products: { '*': '' },
  product: { slug: 'black-epigenetic-shield-serum' },
  passwordReset: { token: 'sample-token' },
  newsletterConfirm: { token: 'sample-token' },
  newsletterUnsubscribe: { token: 'sample-token' },
  stockAlertConfirm: { token: 'sample-token' },
  stockAlertWithdraw: { token: 'sample-token' },
  emailChangeConfirm: { token: 'sample-token' },
  emailChangeUndo: { token: 'sample-token' },
  guestClaim: { token: 'sample-token' },
  cartSuccess: { id: 'VY-1001' },
  accountOrder: { id: 'VY-1001' },
  adminBlogEdit: { id: '1' },
  adminBlogPreview: { id: '1' },
  landing: { slug: 'spring' },
  partnerTraining: { slug: 'training-epigenetica-basis' },
  salonLink: { code: 'unknown1' },
  partnerOrder: { id: 'VY-1001' },
};

export function urlOf(route: RouteEntry, locale: Locale): string {
  return href(route.name, locale, SAMPLE_PARAMS[route.name] ?? {});
}

/** The document title the storefront gives a screen: brand, bar, page title. */
export function expectedTitle(
  route: RouteName,
  locale: Locale,
  params: Record<string, string> = SAMPLE_PARAMS[route] ?? {},
): string {
  let title = text(locale, 'common', `routes.${route}.title`);
  if (params.collection)
    title = title.replace(
      '{{line}}',
      text(locale, 'common', `collections.${params.collection}.name`),
    );
  return `Vyrelle | ${title}`;
}

/**
 * The URL and expected document title of a screen. Data screens (product, article, routine) take
 * a real item from the API in that language, and their title is the item's name.
 */
export async function screenOf(
  route: RouteEntry,
  locale: Locale,
  baseUrl: string,
): Promise<{ url: string; title: string }> {
  const get = async (path: string) =>
    (await (await fetch(`${baseUrl}${path}`)).json()) as Record<string, unknown> & {
      data: Record<string, string>[];
    };
  if (route.name === 'product') {
    const product = await get(`/api/products/black-epigenetic-shield-serum?locale=${locale}`);
    return { url: urlOf(route, locale), title: `Vyrelle | ${String(product.name)}` };
  }
  if (route.name === 'magazineArticle' || route.name === 'routine') {
    const list = await get(
      `/api/posts?type=${route.name === 'routine' ? 'routine' : 'blog'}&locale=${locale}&perPage=1`,
    );
    const post = list.data[0]!;
    return { url: href(route.name, locale, { slug: post.slug }), title: `Vyrelle | ${post.title}` };
  }
  if (route.name === 'salonLink') {
    // A salon's personal link code: the demo partner's, from its own portal.
    const token = (await (
      await fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'partner@demo.test',
          password: 'Demo1234',
          client_id: 'storefront',
          client_secret: 'storefront-dev-secret',
        }),
      })
    ).json()) as { access_token: string };
    const profile = (await (
      await fetch(`${baseUrl}/api/partner/profile`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      })
    ).json()) as { code: string };
    return {
      url: href(route.name, locale, { code: profile.code }),
      title: expectedTitle(route.name, locale),
    };
  }
  return { url: urlOf(route, locale), title: expectedTitle(route.name, locale) };
}
