/** The window the gateway's payment page opens in; the deposit page knows it is inside it by this name. */
export const PAY_WINDOW_NAME = 'panalo-pay';

/**
 * Opens the payment window at once, while the click still counts as the user's (a window opened
 * after waiting for the server is blocked by most browsers), with a short note until the address
 * arrives. Null when the browser blocked it.
 */
export function openPendingPayWindow(loadingText: string): Window | null {
  const opened = window.open('about:blank', PAY_WINDOW_NAME);
  if (!opened) return null;
  try {
    opened.document.title = loadingText;
    opened.document.body.style.cssText = 'font: 16px system-ui, sans-serif; padding: 32px; color: #555';
    opened.document.body.textContent = loadingText;
  } catch {
    /* a window left over from an earlier payment may be on the gateway's origin: nothing to write */
  }
  return opened;
}

/** Only web addresses are followed; anything else from a bad gateway answer is refused. */
export function safePayUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Sends the opened window to the payment page and cuts its link back to this tab. */
export function sendPayWindow(opened: Window, url: string): boolean {
  if (opened.closed) return false;
  opened.location.replace(url);
  opened.opener = null;
  return true;
}

/** From a click (a retry after the browser blocked the first window). */
export function openPayUrl(url: string): boolean {
  const opened = window.open(url, PAY_WINDOW_NAME);
  if (!opened) return false;
  opened.opener = null;
  return true;
}

export const isPayWindow = (): boolean => window.name === PAY_WINDOW_NAME;
