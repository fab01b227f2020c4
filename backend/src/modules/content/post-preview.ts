import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/**
 * Short-lived signed preview tokens: `<postId>.<expiresAt ms>.<HMAC-SHA256>` (base64url MAC, key
 * derived from JWT_SECRET with its own label). Whoever holds the token sees that one post,
 * unpublished included, until it expires; nothing is stored.
 */
export function signPreviewToken(postId: string, expiresAt: number, secret: string): string {
  return `${postId}.${expiresAt}.${mac(`${postId}.${expiresAt}`, secret)}`;
}

/** The post id of a valid, unexpired token; null for anything else. */
export function verifyPreviewToken(token: string, secret: string, now = Date.now()): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, postId, expires, given] = match;
  const expected = Buffer.from(mac(`${postId}.${expires}`, secret));
  const actual = Buffer.from(given!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (Number(expires) <= now) return null;
  return postId!;
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', `post-preview:${secret}`).update(payload).digest('base64url');
}
