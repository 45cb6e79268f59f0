import { useEffect, useState } from 'react';
import { usePageCovered } from './page-cover';

/** Runs `work` when the browser has nothing else to do (a short timer where there is no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout keeps a busy page (a ticker, an animation) from holding the rest back for long.
    const handle = window.requestIdleCallback(work, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 16);
  return () => window.clearTimeout(timer);
}

/**
 * How many of `total` parts of a long page to render now: `first` at once, then `step` more each
 * time the browser is idle. Each step is then a render task of its own instead of one long task that
 * holds a phone's main thread (input, the first paint) while every part is built at once. Meant for
 * parts below the first screen, so nothing in view waits for them. When `total` grows (a list's next
 * page), the new parts follow in the same way. While a popup covers the page the steps wait, and
 * go on once it closes: the popup is what the reader is looking at.
 */
export function useIdleReveal(total: number, first = 0, step = 1): number {
  const [shown, setShown] = useState(first);
  const covered = usePageCovered();
  useEffect(() => {
    if (shown >= total || covered) return;
    return whenIdle(() => setShown((count) => count + step));
  }, [shown, total, step, covered]);
  return Math.min(Math.max(shown, first), total);
}
