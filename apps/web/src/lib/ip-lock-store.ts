import { useSyncExternalStore } from 'react';

/**
 * Whether the server said this client's IP is locked (IP_LOCKED, after too many failed log-ins
 * from it) and until when. Kept in this page's memory only: the lock concerns log-ins, so a reload
 * brings the site back, and the next log-in from a still-locked IP shows the screen again.
 */
export interface IpLock {
  /** Epoch milliseconds when the server said the lock ends. */
  until: number;
}

const listeners = new Set<() => void>();
let current: IpLock | null = null;

function set(next: IpLock | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export const ipLockStore = {
  get: (): IpLock | null => current,
  lock(retryAfterSeconds: number | undefined): void {
    set({ until: Date.now() + Math.max(1, retryAfterSeconds ?? 60) * 1000 });
  },
  dismiss(): void {
    set(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useIpLock(): IpLock | null {
  return useSyncExternalStore(ipLockStore.subscribe, ipLockStore.get);
}
