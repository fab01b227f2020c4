/** Host-given site facts: the configured brand name and the canonical origin. */
import { createContext, useContext } from 'react';
import { useGetSiteConfigQuery } from './config-api.ts';

export interface SiteInfo {
  /** Brand name given by the host; `GET /api/config` may override it. */
  readonly brandName: string;
  /** Canonical origin without trailing slash, e.g. `https://vyrelle.example`. */
  readonly publicUrl: string;
  /** Production takes no real payments (PAYMENTS=demo): every page says so. */
  readonly demoPayments?: boolean;
}

export const defaultBrandName = 'Vyrelle';

export const SiteContext = createContext<SiteInfo>({ brandName: defaultBrandName, publicUrl: '' });

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}

/** The brand name from the shop configuration, else the host's. */
export function useBrandName(): string {
  const site = useSite();
  const { data } = useGetSiteConfigQuery();
  return data?.brandName || site.brandName || defaultBrandName;
}
