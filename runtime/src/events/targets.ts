/**
 * Delivery targets: a webhook URL must be http(s) and must not reach the service's own network.
 * Every address the host name resolves to is checked (a name with one public and one private
 * address is refused), at registration and again at each delivery, and the delivery connects
 * to the address that was checked (no second lookup an attacker's DNS could answer differently).
 * Ranges: RFC 1918 and RFC 4193 private, RFC 6598 shared, loopback, link-local (RFC 3927,
 * RFC 4291), and the unspecified, multicast and reserved blocks, which are never allowed.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import type { TargetRange } from './config.js';

const RANGES: Record<TargetRange | 'never', BlockList> = {
  loopback: new BlockList(),
  private: new BlockList(),
  'link-local': new BlockList(),
  never: new BlockList(),
};
RANGES.loopback.addSubnet('127.0.0.0', 8, 'ipv4');
RANGES.loopback.addAddress('::1', 'ipv6');
RANGES.private.addSubnet('10.0.0.0', 8, 'ipv4');
RANGES.private.addSubnet('172.16.0.0', 12, 'ipv4');
RANGES.private.addSubnet('192.168.0.0', 16, 'ipv4');
RANGES.private.addSubnet('100.64.0.0', 10, 'ipv4');
RANGES.private.addSubnet('fc00::', 7, 'ipv6');
RANGES['link-local'].addSubnet('169.254.0.0', 16, 'ipv4');
RANGES['link-local'].addSubnet('fe80::', 10, 'ipv6');
RANGES.never.addSubnet('0.0.0.0', 8, 'ipv4');
RANGES.never.addSubnet('224.0.0.0', 4, 'ipv4');
RANGES.never.addSubnet('240.0.0.0', 4, 'ipv4');
RANGES.never.addAddress('::', 'ipv6');
RANGES.never.addSubnet('ff00::', 8, 'ipv6');

/** The range an address falls in, or null for a public address. IPv4-mapped IPv6 is read as IPv4. */
export function rangeOf(address: string): TargetRange | 'never' | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const a = mapped ? mapped[1]! : address;
  const family = isIP(a) === 6 ? 'ipv6' : 'ipv4';
  for (const name of ['never', 'loopback', 'private', 'link-local'] as const) if (RANGES[name].check(a, family)) return name;
  return null;
}

export class TargetRefused extends Error {}

export interface CheckedTarget {
  url: URL;
  /** The address the delivery connects to (the first allowed one). */
  address: string;
  family: 4 | 6;
}

/** Parses and checks a webhook URL; throws TargetRefused saying why. */
export async function checkTarget(raw: string, allow: readonly TargetRange[]): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetRefused('must be an http or https URL');
  if (url.username || url.password) throw new TargetRefused('must not carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new TargetRefused(`host ${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused(`host ${host} does not resolve`);
  for (const a of addresses) {
    const range = rangeOf(a.address);
    if (range === 'never') throw new TargetRefused(`resolves to ${a.address}, a reserved address`);
    if (range && !allow.includes(range)) throw new TargetRefused(`resolves to ${a.address}, a ${range} address; the operator has not allowed ${range} targets`);
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
