/**
 * Which addresses the game frame may show. Only http(s) pages (never javascript: or data:) on this
 * site, on one of the brand's launch CDNs, or on a vendor host a launch of this tab answered: an
 * address typed into /seamless?url= cannot put any other page inside the site's frame.
 */
const LAUNCHED_KEY = 'panalo.launchedOrigins';
const MAX_REMEMBERED = 20;

function originOf(address: string, base?: string): string | null {
  try {
    const url = new URL(address, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A launch CDN entry as an origin, as the server reads it: without a scheme it is https. */
export const cdnOrigin = (entry: string): string | null =>
  originOf(/^[a-z][a-z0-9+.-]*:\/\//i.test(entry.trim()) ? entry.trim() : `https://${entry.trim()}`);

export function launchedOrigins(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LAUNCHED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Kept for the tab (sessionStorage), so the frame page can be reloaded. */
export function rememberLaunchedOrigin(address: string): void {
  const origin = originOf(address, window.location.origin);
  if (!origin || origin === window.location.origin) return;
  const list = [origin, ...launchedOrigins().filter((entry) => entry !== origin)].slice(0, MAX_REMEMBERED);
  try {
    sessionStorage.setItem(LAUNCHED_KEY, JSON.stringify(list));
  } catch {
    /* storage blocked: a reload of the frame page shows the empty state */
  }
}

/** The address to frame, absolute, or null when it may not be framed. */
export function frameableUrl(raw: string | null | undefined, allowedOrigins: readonly string[]): string | null {
  if (!raw) return null;
  const origin = originOf(raw, window.location.origin);
  if (!origin) return null;
  if (origin !== window.location.origin && !allowedOrigins.includes(origin)) return null;
  return new URL(raw, window.location.origin).href;
}

/**
 * Server pages open in the frame: the API's (/wps, /lgw: the sandbox vendor page) and the game
 * studio's when it runs in this server (/studio/<VENDOR>/play, e.g. Sandbox Live's tables). Any
 * other site path is a page of this app.
 */
export const isAppRoute = (address: string): boolean =>
  address.startsWith('/') && !address.startsWith('//') && !/^\/(wps|lgw|studio)\//i.test(address);
