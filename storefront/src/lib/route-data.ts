/**
 * Data loading of screens. A screen module (`features/<f>/pages/<screen>.tsx`) may export a
 * `loader`: the router runs it before the screen renders, on the server (so the HTML carries
 * the data and the RTK Query cache is embedded for hydration) and on every client navigation
 * (so a new screen appears complete). It fills the RTK Query cache and answers what the page
 * head and the breadcrumbs need, or that nothing is there (a 404).
 *
 * Loaders never throw for a failing API: the screen shows its own error state with a retry.
 */
import type { Params } from 'react-router';
import type { NotFoundData } from './route-hooks.ts';
import type { Locale, RouteParams } from './routes.ts';
import type { StructuredData } from './structured-data.ts';

/** Facts about the screen from its data: they override the route table's texts in the page head. */
export interface ScreenMeta {
  /** Page title without the brand, e.g. the product name ("Vyrelle | " is added). */
  readonly title?: string;
  /** Meta description; shortened to a snippet's length. */
  readonly description?: string;
  /** The screen's own breadcrumb label (product name, article title). */
  readonly crumb?: string;
  /**
   * The screen's params per locale when they differ by language (an article's slug). A locale
   * left out has no such page: the language switcher offers the list screen there instead.
   */
  readonly alternateParams?: Partial<Record<Locale, RouteParams>>;
  /** Query that belongs to the canonical URL (a later page of a list: `?page=2`); filters and sorting do not. */
  readonly canonicalSearch?: string;
  /** Preview image (root-relative or absolute). */
  readonly image?: string | null;
  readonly ogType?: 'website' | 'article' | 'product';
  /** Structured data about the screen's subject, built into JSON-LD with the canonical origin. */
  readonly structuredData?: readonly StructuredData[];
}

export interface ScreenData {
  readonly meta: ScreenMeta;
}

export function isScreenData(data: unknown): data is ScreenData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { meta?: unknown }).meta === 'object'
  );
}

/** The store's `dispatch` (its state type lives in `app/`, which `lib/` does not import). */
export type LoaderDispatch = (action: never) => unknown;

export interface ScreenLoaderArgs {
  readonly params: Params;
  readonly request: Request;
  /** The locale of the route (or the visitor's preferred one on prefix-less pages). */
  readonly locale: Locale;
  readonly dispatch: LoaderDispatch;
}

/** `null` when the screen has nothing to add; never `undefined` (the router refuses it). */
export type ScreenLoader = (args: ScreenLoaderArgs) => Promise<ScreenData | NotFoundData | null>;

/** What dispatching `endpoint.initiate(arg)` gives: a thenable query result that must be released. */
interface QueryThunkResult extends PromiseLike<{ data?: unknown; error?: unknown }> {
  unsubscribe(): void;
}

/**
 * Runs one RTK Query request into the cache and waits for it:
 * `await loadQuery(dispatch, catalogueApi.endpoints.getProduct.initiate(arg))`. The
 * subscription is released at once: the screen subscribes itself when it renders, and the
 * entry stays cached meanwhile.
 */
export async function loadQuery<R extends QueryThunkResult>(
  dispatch: LoaderDispatch,
  thunk: (...args: never[]) => R,
): Promise<Awaited<R>> {
  const result = (dispatch as unknown as (action: typeof thunk) => R)(thunk);
  try {
    return await result;
  } finally {
    result.unsubscribe();
  }
}

/** Whether an RTK Query error is the API's 404 (problem details with status 404). */
export function isNotFoundError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}
