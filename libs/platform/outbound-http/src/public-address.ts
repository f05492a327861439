import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet: ipaddr.js's `unicast`, i.e. none of loopback, private (RFC 1918),
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified, broadcast, multicast, reserved and
 * documentation ranges, IPv6 unique-local, and the IPv6 forms that embed an IPv4 address (6to4, Teredo, NAT64), which
 * could smuggle a private one. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it maps.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
