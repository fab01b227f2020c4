/**
 * `react-i18next` for the server render (the SSR build resolves every `react-i18next` import of
 * the app here; the browser keeps the library's own hook). Everything is the library's except
 * `useTranslation`: on the server a component renders once and never re-renders, yet the
 * library's hook, on every mount, builds a fixed `t`, copies the whole i18n instance into a
 * wrapper object, serialises the namespace list and subscribes to nothing. Here the answer is
 * prepared once per i18n instance (one per locale), language, namespace and key prefix and then
 * shared by every render: `t` is a pure function of the (immutable) resources.
 *
 * The result has the library's shape (`[t, i18n, ready]` with `.t`, `.i18n`, `.ready`); it reads
 * the instance from the same `I18nContext`, so each part of the tree still speaks the locale of
 * its route. Uncommon options (`lng`, a `keyPrefix` function, another instance in the props)
 * go to the library's hook.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation as libraryUseTranslation } from 'react-i18next';

export * from 'react-i18next';

type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

/** `getFixedT` with the fourth argument react-i18next passes (`scopeNs`), untyped in i18next. */
interface LooseI18n {
  getFixedT(...args: unknown[]): (...args: unknown[]) => unknown;
}

const prepared = new WeakMap<I18n, Map<string, Answer>>();

/** Texts kept per prepared `t` (a product list asks a few per product): then it starts afresh. */
const MAX_TEXTS = 20_000;

/**
 * The memo key of a call with options: the key and the options' names and values, when every
 * value is a string, number or boolean (interpolation values, `count`, `context`, `defaultValue`);
 * null for anything else (objects, arrays, functions), which is never kept.
 */
export function memoKey(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let memo = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    memo += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return memo;
}

function prepare(i18n: I18n, namespaces: readonly string[], keyPrefix?: string): Answer {
  let byKey = prepared.get(i18n);
  if (!byKey) {
    byKey = new Map();
    prepared.set(i18n, byKey);
    // Texts added later (not on the server, which loads every locale at start-up) start afresh.
    i18n.store?.on('added', () => prepared.delete(i18n));
  }
  const key = `${i18n.language}|${namespaces.join(',')}|${keyPrefix ?? ''}`;
  let answer = byKey.get(key);
  if (!answer) {
    const fixedT = (i18n as unknown as LooseI18n).getFixedT(
      i18n.language,
      namespaces[0],
      keyPrefix,
      { scopeNs: [...namespaces] },
    );
    // A key alone (most texts of a page) always gives the same text: looked up once. So does a
    // key with flat values (a count, a name, a price: every product card of a list asks a few),
    // kept under the key and those values; anything else goes to i18next every time.
    const texts = new Map<string, unknown>();
    const t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return fixedT(key, ...rest);
      const memo = rest.length === 0 ? key : memoKey(key, rest[0]);
      if (memo === null) return fixedT(key, ...rest);
      let text = texts.get(memo);
      if (text === undefined) {
        text = fixedT(key, ...rest);
        if (texts.size >= MAX_TEXTS) texts.clear();
        texts.set(memo, text);
      }
      return text;
    }) as unknown as TFunction;
    Object.assign(t, { lng: i18n.language, ns: namespaces[0], keyPrefix });
    const ready = Boolean(i18n.isInitialized || i18n.initializedStoreOnce);
    answer = Object.assign([t, i18n, ready], { t, i18n, ready }) as Answer;
    // Only answers of a ready instance are kept (one that is still loading may change).
    if (ready) byKey.set(key, answer);
  }
  return answer;
}

export const useTranslation = ((
  ns?: string | readonly string[],
  props?: Record<string, unknown>,
) => {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | string[] } | null;
  const simple =
    !props ||
    Object.keys(props).every((name) => name === 'keyPrefix' && typeof props[name] === 'string');
  const i18n = context?.i18n ?? getI18n();
  if (!simple || !i18n) return libraryUseTranslation(ns as never, props as never);
  const chosen =
    ns ?? context?.defaultNS ?? (i18n.options.defaultNS as string | string[] | undefined);
  const namespaces =
    typeof chosen === 'string' ? [chosen] : chosen?.length ? chosen : ['translation'];
  return prepare(i18n, namespaces, props?.keyPrefix as string | undefined);
}) as typeof libraryUseTranslation;
