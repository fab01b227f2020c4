/**
 * Keeps the document head in step with the screen after client navigation (the server
 * writes the first one), and reports page views to the tag manager once analytics is
 * allowed (SPEC §7: page views are sent by the app, never automatically).
 */
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectAnalyticsAllowed } from '../features/consent/consent-slice.ts';
import { loadTagManager, pushPageView } from '../lib/analytics.ts';
import { useGetSiteConfigQuery } from '../lib/config-api.ts';
import { useLocale } from '../lib/locale-context.tsx';
import { applyPageMeta, buildPageMeta } from '../lib/page-meta.ts';
import { useCurrentScreen } from '../lib/route-hooks.ts';
import { useBrandName, useSite } from '../lib/site.tsx';

export function PageHead() {
  const locale = useLocale();
  const { t } = useTranslation();
  const brandName = useBrandName();
  const { publicUrl } = useSite();
  const screen = useCurrentScreen();
  const { pathname, search } = useLocation();
  const allowed = useSelector(selectAnalyticsAllowed);
  const tagManagerId = useGetSiteConfigQuery().data?.tagManagerId ?? null;

  const meta = useMemo(
    () =>
      buildPageMeta({
        name: screen.name,
        locale,
        params: screen.params,
        notFound: screen.notFound,
        brandName,
        publicUrl,
        t: (key, values) => t(key as never, values),
        meta: screen.meta,
      }),
    // screen.params is a new object on every render; its values are part of the pathname.
    // The meta object comes from the loader data and changes only when that does.
    [screen.name, screen.notFound, screen.meta, pathname, locale, brandName, publicUrl, t],
  );
  useEffect(() => applyPageMeta(meta), [meta]);

  const reportPageView = useEffectEvent((path: string) =>
    pushPageView({ path, title: meta.title, locale }),
  );
  useEffect(() => {
    if (allowed && loadTagManager(tagManagerId)) reportPageView(pathname + search);
  }, [allowed, tagManagerId, pathname, search]);

  return null;
}
