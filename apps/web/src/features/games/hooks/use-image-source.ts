import { usePermission } from '../../system/api/get-permission';

/** The CDN each list was given, chosen once per page load so a picture keeps one address (browser cache). */
const chosen = new Map<string, string | null>();

function originOf(cdn: string): string | null {
  try {
    const url = new URL(cdn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** One of the brand's image CDNs at random, or none when the list is empty or holds no usable address. */
function pickCdn(cdns: readonly string[]): string | null {
  const key = cdns.join('\n');
  if (!chosen.has(key)) {
    const usable = cdns.map(originOf).filter((origin): origin is string => origin !== null);
    chosen.set(key, usable.length > 0 ? usable[Math.floor(Math.random() * usable.length)]! : null);
  }
  return chosen.get(key)!;
}

/**
 * Where a game or vendor picture loads from (spec 001 section 7, permission imageCDNs): the site's
 * own pictures (paths such as /lgw/games/icon/…) come from one of the brand's image CDNs when it
 * has any, picked at random so the load spreads over them; full addresses are left as they are.
 */
export function useImageSource(src: string): string {
  const cdns = usePermission().data?.imageCDNs ?? [];
  if (!src.startsWith('/') || src.startsWith('//') || cdns.length === 0) return src;
  const cdn = pickCdn(cdns);
  return cdn ? `${cdn}${src}` : src;
}
