import { useSyncExternalStore } from 'react';
import type { MessageRecord } from '@panalo/contract/wallet';

/** Notices pushed while the page is open, shown briefly as toasts (the messages page keeps them all). */
let toasts: MessageRecord[] = [];
const listeners = new Set<() => void>();
const MAX_TOASTS = 3;

function emit(next: MessageRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function pushNoticeToast(notice: MessageRecord): void {
  if (toasts.some((toast) => toast.id === notice.id)) return;
  emit([...toasts, notice].slice(-MAX_TOASTS));
}

export function dismissNoticeToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function clearNoticeToasts(): void {
  if (toasts.length) emit([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useNoticeToasts = (): MessageRecord[] => useSyncExternalStore(subscribe, () => toasts);
