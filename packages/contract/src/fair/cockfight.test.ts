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

  it('moves meron and wala odds with the book, keeps them in bounds, and fixes the draw at 8×', () => {
    expect(fightOdds('meron', {})).toBe(19_000);
    expect(fightOdds('wala', {})).toBe(19_000);
    expect(fightOdds('meron', { meron: 100_000 })).toBe(17_400);
    expect(fightOdds('wala', { meron: 100_000 })).toBe(20_900);
    expect(fightOdds('draw', { draw: 10_000_000 })).toBe(FIGHT_DRAW_ODDS);
    expect(fightOdds('meron', { meron: 1_000_000_000 })).toBe(FIGHT_ODDS_MIN);
    expect(fightOdds('wala', { meron: 1_000_000_000 })).toBe(FIGHT_ODDS_MAX);
  });

  it('refunds meron and wala on a draw and loses the draw bet on a side win', () => {
    expect(fightOutcome('meron', 'meron')).toBe('WON');
    expect(fightOutcome('meron', 'wala')).toBe('LOST');
    expect(fightOutcome('wala', 'draw')).toBe('VOID');
    expect(fightOutcome('draw', 'draw')).toBe('WON');
    expect(fightOutcome('draw', 'meron')).toBe('LOST');
  });
});
