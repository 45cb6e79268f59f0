import { randomInt } from 'node:crypto';

/** Stands in for the site's own origin while a relative page (a built-in game) is read as a URL. */
const SITE = 'http://relative.invalid';

/**
 * The vendor's page with the launch's parameters in its query. A page of this site (relative, such
 * as the built-in games' /originals) stays relative, so the browser opens it on the brand's domain.
 */
export function launchAddress(page: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(page, SITE);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.origin === SITE ? `${url.pathname}${url.search}` : url.toString();
}

/** A launch CDN as an origin; an entry without a scheme is taken as https, one that is not a URL is skipped. */
function cdnOrigin(entry: string): string | null {
  const text = entry.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Spec 001 section 7: a vendor's page is reached through a launch CDN picked at random from the
 * brand's launchGameCDNs, which spreads the load and routes around a blocked domain. Only the
 * origin changes (path and query stay); pages of this site itself are not vendors' and stay put.
 */
export function throughLaunchCdn(address: string, cdns: readonly string[], pick = randomInt): string {
  if (address.startsWith('/')) return address;
  const origins = cdns.map(cdnOrigin).filter((origin): origin is string => origin !== null);
  if (origins.length === 0) return address;
  const url = new URL(address);
  const cdn = new URL(origins[pick(origins.length)]!);
  url.protocol = cdn.protocol;
  url.host = cdn.host;
  return url.toString();
}
