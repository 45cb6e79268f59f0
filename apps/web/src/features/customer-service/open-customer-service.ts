import { CUSTOMER_SERVICE_WINDOW } from '@panalo/contract/constants';
import type { CustomerServiceItem } from '@panalo/contract/system';

/** Only web addresses open; anything else (javascript:, data:) from a bad setting is refused. */
function safeUrl(path: string): string | null {
  try {
    const url = new URL(path, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export type OpenResult = 'opened' | 'blocked' | 'invalid';

/** Opens a customer-service channel in its own 440 x 750 window (spec 000 section 2). */
export function openCustomerService(item: CustomerServiceItem): OpenResult {
  const url = safeUrl(item.path);
  if (!url) return 'invalid';
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const opened = window.open(url, 'panalo-customer-service', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!opened) return 'blocked';
  // The chat page must not be able to steer this tab.
  opened.opener = null;
  return 'opened';
}

/**
 * Whether a path of this site is one of the brand's customer-service channels (say LIVECHAT at
 * /helpmc): such a page must open even while the site is closed by maintenance or region.
 */
export function isSiteChannelPath(pathname: string, items: readonly CustomerServiceItem[] | undefined): boolean {
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (items ?? []).some((item) => {
    const url = safeUrl(item.path);
    if (!url) return false;
    const target = new URL(url);
    return target.origin === window.location.origin && (target.pathname.replace(/\/+$/, '').toLowerCase() || '/') === here;
  });
}
