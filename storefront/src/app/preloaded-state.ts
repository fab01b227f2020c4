/** The JSON the server embeds for hydration (`<script type="application/json" id="__PRELOADED_STATE__">`). */
import type { HydrationState } from 'react-router';
import type { Locale } from '../lib/routes.ts';
import type { SiteInfo } from '../lib/site.tsx';

export const preloadedStateId = '__PRELOADED_STATE__';

export interface PreloadedState {
  /** Redux state to rehydrate: the RTK Query cache. */
  readonly state: Record<string, unknown>;
  /** The static handler's loader data, so no loader runs twice. */
  readonly router: HydrationState;
  /** Locale the page was rendered in. */
  readonly locale: Locale;
  readonly site: SiteInfo;
  /** The OAuth client the browser signs in with, from the server's configuration. */
  readonly oauthClient: OAuthClient | null;
}

export interface OAuthClient {
  readonly id: string;
  readonly secret: string;
}
