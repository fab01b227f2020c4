/**
 * The catalogue's products for the featured-products picker, from the public product list
 * (`GET /api/products`, 48 a page: only what is on sale, never a hidden or archived product) in the
 * post's language (else the back-office's): id and name.
 */
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { ProductPage } from '../../api/types';

export interface ProductChoice {
  id: string;
  name: string;
}

const PER_PAGE = 48;
const cache = new Map<string, Promise<ProductChoice[]>>();

async function loadAll(locale: string): Promise<ProductChoice[]> {
  const choices: ProductChoice[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const query = new URLSearchParams({
      locale,
      page: String(page),
      perPage: String(PER_PAGE),
      sort: 'name-asc',
    });
    const response = await fetch(`/api/products?${query.toString()}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`products ${response.status}`);
    const body = (await response.json()) as ProductPage;
    for (const product of body.data) {
      choices.push({
        id: product.id,
        name: product.typeLabel ? `${product.name} · ${product.typeLabel}` : product.name,
      });
    }
    if (page >= body.pageCount) break;
  }
  return choices;
}

export function useProductChoices(language?: string): {
  choices: ProductChoice[];
  loading: boolean;
  failed: boolean;
} {
  const [uiLocale] = useLocaleState();
  const locale = language || uiLocale;
  const [state, setState] = useState<{
    choices: ProductChoice[];
    loading: boolean;
    failed: boolean;
  }>({
    choices: [],
    loading: true,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    let request = cache.get(locale);
    if (!request) {
      request = loadAll(locale);
      cache.set(locale, request);
      request.catch(() => cache.delete(locale));
    }
    request.then(
      (choices) => live && setState({ choices, loading: false, failed: false }),
      () => live && setState({ choices: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}
