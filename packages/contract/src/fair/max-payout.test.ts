import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIR_EXAMPLE } from './fair-example';
import { maxPayout } from './max-payout';
import { replayRound, type FairRound } from './verify-round';

describe('the most a round can pay', () => {
  it('is the best case of each game', () => {
    expect(maxPayout({ game: 'crash', bet: { amount: 100, cashOutAt: 1_000_000 } })).toBe(1_000_000);
    expect(maxPayout({ game: 'dice', bet: { amount: 100, direction: 'under', target: 4_950 } })).toBe(200);
    expect(maxPayout({ game: 'dice', bet: { amount: 100, direction: 'over', target: 9_899 } })).toBe(9_900);
    // 24 mines, one safe pick: 0.99 x 25.
    expect(maxPayout({ game: 'mines', bet: { amount: 100, mines: 24, picks: [7] } })).toBe(2_475);
    expect(maxPayout({ game: 'baccarat', bet: { player: 100, tie: 100 } })).toBe(1_000);
    expect(maxPayout({ game: 'slot', bet: { amount: 100 } })).toBe(55_000);
  });

  it('is never below what a played round pays', () => {
    const rounds = fc.oneof(
      fc.record({
        game: fc.constant('crash' as const),
        bet: fc.record({ amount: fc.integer({ min: 1, max: 10_000 }), cashOutAt: fc.integer({ min: 101, max: 1_000_000 }) }),
      }),
      fc.record({
        game: fc.constant('dice' as const),
        bet: fc.record({
          amount: fc.integer({ min: 1, max: 10_000 }),
          direction: fc.constantFrom('under' as const),
          target: fc.integer({ min: 100, max: 9_800 }),
        }),
      }),
      fc.integer({ min: 1, max: 24 }).chain((mines) =>
        fc.record({
          game: fc.constant('mines' as const),
          bet: fc.record({
            amount: fc.integer({ min: 1, max: 10_000 }),
            mines: fc.constant(mines),
            picks: fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 25 - mines }),
          }),
        }),
      ),
      fc.record({
        game: fc.constant('slot' as const),
        bet: fc.record({ amount: fc.integer({ min: 1, max: 1_000 }).map((lines) => lines * 25) }),
      }),
      fc.record({
        game: fc.constant('baccarat' as const),
        bet: fc.record({ player: fc.integer({ min: 1, max: 10_000 }), tie: fc.integer({ min: 1, max: 10_000 }) }),
      }),
    );
    fc.assert(
      fc.property(rounds, fc.nat(), (round, nonce) => {
        const played = replayRound({ serverSeed: FAIR_EXAMPLE.serverSeed, clientSeed: FAIR_EXAMPLE.clientSeed, nonce }, round as FairRound);
        expect(played.outcome.payout).toBeLessThanOrEqual(maxPayout(round as FairRound));
      }),
    );
  });
});
