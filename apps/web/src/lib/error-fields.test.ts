import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeFailure, type ErrorFieldMap } from './error-fields';

const FIELDS: ErrorFieldMap<'amount' | 'pin'> = { PAYMENT_PASSWORD_INCORRECT: 'pin', INSUFFICIENT_BALANCE: 'amount' };

describe('describeFailure', () => {
  it('puts a mapped refusal under its field', () => {
    const error = new ApiError('PAYMENT_PASSWORD_INCORRECT', 'Wrong PIN', { status: 400 });
    expect(describeFailure(error, FIELDS, 'fallback')).toEqual({ field: 'pin', message: 'Wrong PIN', fields: {}, error });
  });

  it('puts any other refusal, a lost answer and a non-API failure above the form', () => {
    const refused = new ApiError('AMOUNT_OUT_OF_RANGE', 'Out of range', { status: 400, fields: { amount: 'Too much' } });
    expect(describeFailure(refused, FIELDS, 'fallback')).toMatchObject({
      field: undefined,
      message: 'Out of range',
      fields: { amount: 'Too much' },
    });
    expect(describeFailure(new ApiError('NETWORK', 'Offline'), FIELDS, 'fallback')).toMatchObject({ field: undefined, message: 'Offline' });
    expect(describeFailure('boom', FIELDS, 'fallback')).toEqual({ message: 'fallback', fields: {}, error: 'boom' });
  });
});
