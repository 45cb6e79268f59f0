import { useSyncExternalStore } from 'react';

/**
 * The disclaimer's state for this tab (spec 000 section 4), kept in sessionStorage:
 * - pending: shows on load until accepted; every login or registration sets it back;
 * - accepted: the visitor accepted it (or agreed to the terms while logged in);
 * - replaced: the mandatory KYC popup took its place (it carries the terms itself).
 */
export type DisclaimerState = 'pending' | 'accepted' | 'replaced';

const KEY = 'panalo.disclaimer';
const listeners = new Set<() => void>();

function read(): DisclaimerState {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === 'accepted' || value === 'replaced' ? value : 'pending';
  } catch {
    return memory;
  }
}

let memory: DisclaimerState = 'pending';
let state: DisclaimerState = read();

function write(next: DisclaimerState): void {
  memory = next;
  try {
    sessionStorage.setItem(KEY, next);
  } catch {
    /* storage blocked: remembered for this page only */
  }
  state = next;
  for (const listener of listeners) listener();
}

/** After every login or registration (the account flows call this too): the disclaimer shows again. */
export const resetDisclaimer = (): void => write('pending');
export const acceptDisclaimer = (): void => write('accepted');
/** The mandatory KYC popup replaces the disclaimer until the next login resets it. */
export const suppressDisclaimer = (): void => write('replaced');
export const disclaimerState = (): DisclaimerState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useDisclaimerState = (): DisclaimerState => useSyncExternalStore(subscribe, () => state);
