import { useSyncExternalStore } from 'react';
import { applyTheme, readTheme, type Theme } from './preferences';

/** The theme as a tiny store, so every toggle on the page (header, menu, status screens) agrees. */
const listeners = new Set<() => void>();
let theme: Theme = readTheme();

export function initTheme(): void {
  document.documentElement.dataset.theme = theme;
}

export function setTheme(next: Theme): void {
  theme = next;
  applyTheme(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => theme);
