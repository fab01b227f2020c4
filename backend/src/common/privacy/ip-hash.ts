import { createHmac } from 'node:crypto';

/**
 * A keyed hash (HMAC-SHA256 with a server secret) of an IP address, kept as proof of consent. The IP
 * itself is never stored; without the secret the hash cannot be reversed by trying all addresses.
 */
export function hashIp(secret: string, ip: string | null | undefined): string | null {
  if (!ip) return null;
  return createHmac('sha256', secret).update(ip.trim().toLowerCase()).digest('hex');
}
