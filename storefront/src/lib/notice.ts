/**
 * One-time notices carried to the next screen in the router's location state, e.g. "your
 * session has ended" on login or "welcome" on the account overview. Shown by
 * `components/flash-notice.tsx`; texts in `common` → `notices`.
 */
export const noticeKeys = [
  'sessionEnded',
  'signedOut',
  'welcome',
  'passwordReset',
  'accountDeleted',
] as const;
export type NoticeKey = (typeof noticeKeys)[number];

export interface Notice {
  readonly key: NoticeKey;
  readonly values?: Readonly<Record<string, string>>;
}

/** Location state for `navigate(to, { state: withNotice('welcome', { name }) })`. */
export function withNotice(key: NoticeKey, values?: Record<string, string>): { notice: Notice } {
  return { notice: values ? { key, values } : { key } };
}

export function noticeOf(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const key = (notice as { key?: unknown }).key;
  return (noticeKeys as readonly unknown[]).includes(key) ? (notice as Notice) : null;
}
