import { isApiError } from './api-error';

/** A failed read is tried again at most this many times before its error shows. */
export const MAX_QUERY_RETRIES = 2;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 8_000;

/**
 * The one retry policy of the app's reads (TanStack Query's `retry`). Only a failure that a second
 * try may fix is tried again: the connection failed or a proxy answered without our envelope
 * (NETWORK). Never a refusal by the server (its answer will not change), never a timeout (the user
 * already waited the whole limit) and never while offline (the call fails at once; reads are
 * fetched again when the browser is back online).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isApiError(error) && error.code === 'NETWORK';
}

/**
 * Options of a read that only decorates a page (a tab shown when it has games): its failure hides
 * the decoration and is not tried again, so a lost connection does not multiply into a storm of
 * requests behind the page's own error.
 */
export const OPTIONAL_READ = { retry: false } as const;

/**
 * Waits between tries, doubling from one second (1 s, 2 s, 4 s, … at most 8 s), with up to a
 * quarter more at random so that many pages failing together do not all come back at once.
 */
export function queryRetryDelay(failureCount: number, random: () => number = Math.random): number {
  // TanStack Query counts the failures before this one: 0 before the first retry.
  const base = Math.min(FIRST_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS);
  return Math.round(base * (1 + random() / 4));
}
