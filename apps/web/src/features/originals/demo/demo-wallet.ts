import { useSyncExternalStore } from 'react';

/**
 * The demo credits of free play: 10,000.00 to start, kept in sessionStorage so they last while the
 * tab is open (and across the five games), never sent anywhere. They are not money: the ledger,
 * the header balance and the betting record never see them.
 */
export const DEMO_START_BALANCE = 1_000_000;
/** Not a currency: amounts show as plain figures ("10,000.00"), never with a peso sign. */
export const DEMO_CURRENCY = 'DEMO';

const KEY = 'panalo.demoBalance';
const listeners = new Set<() => void>();
// Storage can be blocked (privacy modes); the demo then keeps its balance for this page only.
let memory = DEMO_START_BALANCE;

function read(): number {
  try {
    const stored = Number(sessionStorage.getItem(KEY) ?? DEMO_START_BALANCE);
    return Number.isSafeInteger(stored) && stored >= 0 ? stored : DEMO_START_BALANCE;
  } catch {
    return memory;
  }
}

function write(balance: number): void {
  memory = balance;
  try {
    sessionStorage.setItem(KEY, String(balance));
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

export const demoWallet = {
  balance: read,
  set: write,
  reset: () => write(DEMO_START_BALANCE),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useDemoBalance = (): number => useSyncExternalStore(demoWallet.subscribe, demoWallet.balance);
