/**
 * Google Tag Manager, loaded only after analytics consent and only when a container id is
 * configured. Page views are pushed by the app on navigation (SPEC §7: no automatic ones).
 * Nothing runs at import time.
 */

type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

const scriptId = 'gtm-script';
const containerIdPattern = /^GTM-[A-Z0-9]+$/;

export function isValidContainerId(id: string | null | undefined): id is string {
  return typeof id === 'string' && containerIdPattern.test(id);
}

function dataLayer(): DataLayerEvent[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Adds the GTM script once. Returns whether it is (now) on the page. */
export function loadTagManager(containerId: string | null | undefined): boolean {
  if (typeof document === 'undefined' || !isValidContainerId(containerId)) return false;
  if (document.getElementById(scriptId)) return true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = scriptId;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
  return true;
}

export function isTagManagerLoaded(): boolean {
  return typeof document !== 'undefined' && document.getElementById(scriptId) !== null;
}

export interface PageView {
  readonly path: string;
  readonly title: string;
  readonly locale: string;
}

export function pushPageView(view: PageView): void {
  if (typeof window === 'undefined') return;
  dataLayer().push({
    event: 'page_view',
    page_path: view.path,
    page_title: view.title,
    page_language: view.locale,
  });
}
