/** `GET /api/config`: the shop-wide settings the layout needs (brand name, tag manager). */
import { api } from './api.ts';
import type { Locale } from './routes.ts';

export interface SiteConfig {
  readonly brandName: string;
  readonly defaultLocale: Locale;
  readonly locales: readonly Locale[];
  /** Google Tag Manager container id; null means the tag manager never loads. */
  readonly tagManagerId: string | null;
}

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig, void>({ query: () => 'config' }),
  }),
});

export const { useGetSiteConfigQuery } = configApi;
