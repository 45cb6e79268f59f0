import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ErrorCode } from './error-codes';
import { errorEnvelope } from './envelope';
import type { CrashOutcome } from './fair/crash';
import type { SlotOutcome } from './fair/slot';
import { originalsPlayValue, type OriginalsPlayValue } from './originals';
import { idParams } from './params';

// The type assertions are checked by `tsc -p packages/contract` (npm run typecheck).
describe('contract types', () => {
  it('types a played round by its game, so the screens read their outcome without a cast', () => {
    expectTypeOf<Extract<OriginalsPlayValue, { game: 'slot' }>['outcome']>().toEqualTypeOf<SlotOutcome>();
    expectTypeOf<Extract<OriginalsPlayValue, { game: 'crash' }>['outcome']>().toEqualTypeOf<CrashOutcome>();
    const round = { roundId: 'r', stake: 100, payout: 0, balance: 0, fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 1 } };
    expect(originalsPlayValue.safeParse({ ...round, game: 'crash', outcome: { crashPoint: 150, payout: 0 } }).success).toBe(true);
    expect(originalsPlayValue.safeParse({ ...round, game: 'crash', outcome: 'lost' }).success).toBe(false);
    expect(originalsPlayValue.safeParse({ ...round, game: 'roulette', outcome: {} }).success).toBe(false);
  });

  it("parses an error envelope's code as a catalogue code", () => {
    expectTypeOf(errorEnvelope.parse).returns.toHaveProperty('code').toEqualTypeOf<ErrorCode>();
    const refusal = { success: false, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' };
    expect(errorEnvelope.parse(refusal).code).toBe('INSUFFICIENT_BALANCE');
    expect(errorEnvelope.safeParse({ ...refusal, code: 'NOT_A_CODE' }).success).toBe(false);
  });

  it('takes a path id as a positive 32-bit integer', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) expect(idParams.safeParse({ id }).success, id).toBe(false);
  });
});
