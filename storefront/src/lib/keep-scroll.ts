/**
 * Navigations that stay on the same screen and only change its query (a filter, the
 * sorting, "show more", the store locator's view) keep the scroll position: the root layout
 * scrolls to the top after every other navigation (SPEC §2). Pass as the navigation's state.
 */
export const keepScroll = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { keepScroll?: unknown }).keepScroll === true
  );
}
