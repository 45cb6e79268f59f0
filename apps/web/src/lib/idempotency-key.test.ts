import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { IdempotencyKeys } from './idempotency-key';

const request = { amount: 10_000, payoutAccountId: 1 };

describe('the Idempotency-Key of a money submission', () => {
  it('is reused when the same request is sent again after a lost answer', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor(request);
    keys.finish(new ApiError('NETWORK', 'offline'));
    expect(keys.keyFor({ ...request })).toBe(first);
    keys.finish(new ApiError('UNKNOWN_ERROR', 'fault', { status: 503 }));
    expect(keys.keyFor(request)).toBe(first);
    keys.finish(new ApiError('BAD_RESPONSE', 'garbled', { status: 200 }));
    expect(keys.keyFor(request)).toBe(first);
    keys.finish(new ApiError('TIMEOUT', 'no answer in time'));
    expect(keys.keyFor(request)).toBe(first);
    keys.finish(new ApiError('OFFLINE', 'offline'));
    expect(keys.keyFor(request)).toBe(first);
  });

  it('is new after an answer, success or refusal, and for a changed request', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor(request);
    expect(keys.keyFor({ ...request, amount: 20_000 })).not.toBe(first);
    const second = keys.keyFor(request);
    keys.finish();
    const third = keys.keyFor(request);
    expect(third).not.toBe(second);
    keys.finish(new ApiError('INSUFFICIENT_BALANCE', 'no', { status: 400 }));
    expect(keys.keyFor(request)).not.toBe(third);
  });
});
