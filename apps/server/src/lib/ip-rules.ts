import { BlockList, isIP } from 'node:net';

/** Region restriction: allow or deny the listed addresses and CIDR ranges (IPv4 and IPv6). */
export interface RegionRule {
  enabled: boolean;
  mode: 'allow' | 'deny';
  cidrs: string[];
}

function toBlockList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const entry of cidrs) {
    const [address, prefix] = entry.trim().split('/');
    const family = address ? isIP(address) : 0;
    if (!address || family === 0) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const cache = new WeakMap<RegionRule, BlockList>();

/** Returns true when the rule keeps this client out. */
export function isRestricted(rule: RegionRule, ip: string): boolean {
  if (!rule.enabled) return false;
  let list = cache.get(rule);
  if (!list) {
    list = toBlockList(rule.cidrs);
    cache.set(rule, list);
  }
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(plain);
  const listed = family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  return rule.mode === 'allow' ? !listed : listed;
}
