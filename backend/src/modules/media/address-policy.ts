import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the URL import may connect to. The default refuses every address that is not
 * public: private, loopback, link-local, unique-local (fc00::/7), CGNAT (100.64/10), multicast,
 * reserved and documentation ranges, for IPv4, IPv6 and IPv4 mapped into IPv6.
 */
export interface AddressPolicy {
  allows(address: string): boolean;
}

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form

  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** True for a public unicast address (the only kind the default policy lets through). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:a.b.c.d) against the IPv4 ranges too
  return !refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The policy of the configuration: public addresses, plus the few addresses a test names
 * (MEDIA_IMPORT_ALLOW_ADDRESSES, refused in production by the config).
 */
export function addressPolicy(allowedAddresses: readonly string[] = []): AddressPolicy {
  const allowed = new Set(allowedAddresses);
  return { allows: (address) => allowed.has(address) || isPublicAddress(address) };
}
