import ipaddr from 'ipaddr.js';

export interface RegionRuleSet {
  blockedCountries: string[];
  blockedRanges: string[];
  allowedRanges: string[];
  geo: { range: string; country: string }[];
}

export interface RegionVerdict {
  restricted: boolean;
  country: string | null;
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/** Parses an address, turning IPv4-mapped IPv6 (::ffff:1.2.3.4) into IPv4. */
export function parseIp(ip: string): Parsed | null {
  if (!ipaddr.isValid(ip)) return null;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/** Whether `ip` lies in `range` (CIDR or a single address). Malformed ranges never match. */
export function inRange(ip: Parsed, range: string): boolean {
  try {
    if (!range.includes('/')) {
      const single = parseIp(range);
      return single !== null && single.kind() === ip.kind() && single.toString() === ip.toString();
    }
    const [net, bits] = ipaddr.parseCIDR(range);
    const normalised = net.kind() === 'ipv6' && (net as ipaddr.IPv6).isIPv4MappedAddress()
      ? [(net as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)] as const
      : ([net, bits] as const);
    if (normalised[0].kind() !== ip.kind()) return false;
    return ip.match(normalised[0], normalised[1]);
  } catch {
    return false;
  }
}

export function isValidRange(range: string): boolean {
  if (!range.includes('/')) return ipaddr.isValid(range);
  try {
    ipaddr.parseCIDR(range);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides whether a visitor is region-restricted. Allowed ranges win; then blocked ranges;
 * then the country (from a trusted proxy header, else the operator's geo table) against the
 * blocked countries.
 */
export function evaluateRegion(
  ip: string,
  trustedCountry: string | null,
  rules: RegionRuleSet,
): RegionVerdict {
  const parsed = parseIp(ip);
  const geoCountry =
    parsed === null ? null : (rules.geo.find((g) => inRange(parsed, g.range))?.country ?? null);
  const country = (trustedCountry?.toUpperCase() || geoCountry) ?? null;
  if (parsed && rules.allowedRanges.some((r) => inRange(parsed, r))) {
    return { restricted: false, country };
  }
  if (parsed && rules.blockedRanges.some((r) => inRange(parsed, r))) {
    return { restricted: true, country };
  }
  const restricted = country !== null && rules.blockedCountries.includes(country);
  return { restricted, country };
}
