import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { MAX_QUERY_RETRIES, queryRetryDelay, shouldRetryQuery } from './retry-policy';

describe('the retry policy of reads', () => {
  it('tries a lost connection again a bounded number of times', () => {
    const lost = new ApiError('NETWORK', 'lost', { status: 502 });
    const tries = Array.from({ length: 10 }, (_, failures) => shouldRetryQuery(failures, lost)).filter(Boolean).length;
    expect(tries).toBe(MAX_QUERY_RETRIES);
    expect(MAX_QUERY_RETRIES).toBeLessThanOrEqual(3);
  });

  it('never tries again a refusal, a timeout, an offline browser or a fault of the page', () => {
    for (const error of [
      new ApiError('NOT_LOGGED_IN', 'no', { status: 401 }),
      new ApiError('UNKNOWN_ERROR', 'fault', { status: 500 }),
      new ApiError('TIMEOUT', 'slow'),
      new ApiError('OFFLINE', 'offline'),
      new ApiError('BAD_RESPONSE', 'garbled', { status: 200 }),
      new TypeError('x is undefined'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });

  it('waits longer before each try, from one second, with at most a quarter more at random', () => {
    expect([0, 1, 2, 3, 4, 10].map((failures) => queryRetryDelay(failures, () => 0))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(queryRetryDelay(0, () => 0.999)).toBeLessThanOrEqual(1250);
    expect(queryRetryDelay(1, () => 0.5)).toBe(2250);
  });
});
