import { describe, expect, it } from 'vitest';
import {
  drawFightCard,
  drawFightResult,
  FIGHT_DRAW_ODDS,
  FIGHT_ODDS_MAX,
  FIGHT_ODDS_MIN,
  FIGHT_SHARES,
  fightOdds,
  fightOutcome,
  type FightWinner,
} from './cockfight';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';

describe('cockfight', () => {
  it('draws meron, wala and draw in the stated shares (44%, 44%, 12%)', () => {
    const counts: Record<FightWinner, number> = { meron: 0, wala: 0, draw: 0 };
    const runs = 20_000;
    for (let nonce = 0; nonce < runs; nonce += 1) counts[drawFightResult(fairStream('share-seed', 'share', nonce)).winner] += 1;
    for (const winner of ['meron', 'wala', 'draw'] as const)
      expect(Math.abs(counts[winner] / runs - FIGHT_SHARES[winner] / 10_000)).toBeLessThan(0.015);
  });

  it('reads the winner from the roll: below 4,400 meron, then wala, then the draw', () => {
    const result = drawFightResult(fairStream(FAIR_EXAMPLE.serverSeed, 'roll', 1));
    const expected: FightWinner = result.roll < 4_400 ? 'meron' : result.roll < 8_800 ? 'wala' : 'draw';
    expect(result.winner).toBe(expected);
    expect(result.second).toBeGreaterThanOrEqual(4);
  });

  it('gives the two corners roosters of different feathers', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const card = drawFightCard(fairStream('card-seed', 'card', nonce));
      expect(card.meron.feather).not.toBe(card.wala.feather);
      expect(card.meron.weight).toBeGreaterThanOrEqual(1_800);
      expect(card.wala.weight).toBeLessThanOrEqual(2_300);
    }
  });

  it('moves meron and wala odds with the payouts owed, prices a stake at the odds it moves to, keeps them in bounds, and fixes the draw at 8×', () => {
    expect(fightOdds('meron', {})).toBe(19_000);
    expect(fightOdds('wala', {})).toBe(19_000);
    // ₱1,000 on meron is taken at 1.88 and owes ₱1,880: meron shortens, wala lengthens.
    expect(fightOdds('meron', {}, 100_000)).toBe(18_800);
    expect(fightOdds('meron', { meron: 188_000 })).toBe(18_600);
    expect(fightOdds('wala', { meron: 188_000 })).toBe(19_300);
    // ₱50,000 at once takes the odds it moves through (1.42), not the 1.90 before it.
    expect(fightOdds('meron', {}, 5_000_000)).toBe(14_200);
    // The same payout owed on both sides moves nothing.
    expect(fightOdds('meron', { meron: 4_000_000, wala: 4_000_000 })).toBe(19_000);
    expect(fightOdds('draw', { draw: 10_000_000 }, 5_000_000)).toBe(FIGHT_DRAW_ODDS);
    // Far past a side, the book takes no more on it (rather than paying 1.10), and holds the other at 5.00.
    expect(fightOdds('meron', { meron: 100_000_000 })).toBeNull();
    expect(fightOdds('meron', { meron: 100_000_000 }, 1_000)).toBeNull();
    expect(fightOdds('wala', { meron: 100_000_000 })).toBe(FIGHT_ODDS_MAX);
    expect(fightOdds('meron', { meron: 5_000_000 })! >= FIGHT_ODDS_MIN).toBe(true);
  });

  it('refunds meron and wala on a draw and loses the draw bet on a side win', () => {
    expect(fightOutcome('meron', 'meron')).toBe('WON');
    expect(fightOutcome('meron', 'wala')).toBe('LOST');
    expect(fightOutcome('wala', 'draw')).toBe('VOID');
    expect(fightOutcome('draw', 'draw')).toBe('WON');
    expect(fightOutcome('draw', 'meron')).toBe('LOST');
  });
});
