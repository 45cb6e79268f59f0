import { useSyncExternalStore } from 'react';

/**
 * Whether a popup covers the page (the modal layers hold it while one is open). Work that only the
 * covered page would show, such as tiles revealed at idle below the first screen, waits for the
 * popup to close instead of competing with it for a phone's main thread.
 */
let covers = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks the page covered until the returned function is called. */
export function coverPage(): () => void {
  covers += 1;
  if (covers === 1) changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    covers -= 1;
    if (covers === 0) changed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePageCovered = (): boolean => useSyncExternalStore(subscribe, () => covers > 0);
