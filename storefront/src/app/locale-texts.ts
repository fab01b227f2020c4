/**
 * The page locale's texts travel inside the server-rendered HTML
 * (`<script type="application/json" id="__LOCALE_TEXTS__">`), so hydration neither waits for
 * nor downloads a JavaScript chunk of texts: the browser reads them with one `JSON.parse`.
 * Other locales (language switch) still load their chunk on demand (`i18n-client.ts`).
 */
import { scriptSafeJson } from '../lib/page-meta.ts';
import type { LocaleResources } from '../lib/i18n.ts';
import type { Locale } from '../lib/routes.ts';

export const localeTextsId = '__LOCALE_TEXTS__';

export interface InlineLocaleTexts {
  readonly locale: Locale;
  readonly resources: LocaleResources;
}

const serialized = new Map<Locale, string>();

/** The `<script>` element with a locale's texts (server; serialised once per locale). */
export function localeTextsScript(locale: Locale, resources: LocaleResources): string {
  let script = serialized.get(locale);
  if (!script) {
    const texts: InlineLocaleTexts = { locale, resources };
    script = `<script type="application/json" id="${localeTextsId}">${scriptSafeJson(texts)}</script>`;
    serialized.set(locale, script);
  }
  return script;
}

/** The texts the server embedded for `locale`, or null (browser). */
export function readInlineLocaleTexts(
  locale: Locale,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): LocaleResources | null {
  const element = doc?.getElementById(localeTextsId);
  if (!element?.textContent) return null;
  try {
    const texts = JSON.parse(element.textContent) as InlineLocaleTexts;
    return texts.locale === locale ? texts.resources : null;
  } catch {
    return null;
  }
}
