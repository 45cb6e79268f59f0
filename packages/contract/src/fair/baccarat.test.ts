import { describe, expect, it } from 'vitest';
import { BACCARAT_RTP, betReturn, cardAt, dealCoup, playBaccarat, settleBaccarat, type Card } from './baccarat';
import { baccaratOdds, baccaratOutcomeCounts, baccaratRtp } from './baccarat-odds';
import { bankerDraws, playerDraws } from './baccarat-tableau';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';

/** Cards by rank (1 = ace … 13 = king), dealt in the order given. */
function deck(...ranks: number[]): () => Card {
  let at = 0;
  return () => ({ index: at, rank: ranks[at++]!, suit: 0 });
}
const ranksOf = (cards: Card[]): number[] => cards.map((card) => card.rank);

describe('baccarat tableau', () => {
  it('lets Player draw on 0-5 and stand on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it("follows the banker's third-card table", () => {
    // Rows: banker total; columns: Player's third card 0..9. D = draws, S = stands.
    const table: Record<number, string> = {
      0: 'DDDDDDDDDD',
      1: 'DDDDDDDDDD',
      2: 'DDDDDDDDDD',
      3: 'DDDDDDDDSD',
      4: 'SSDDDDDDSS',
      5: 'SSSSDDDDSS',
      6: 'SSSSSSDDSS',
      7: 'SSSSSSSSSS',
    };
    for (const [total, row] of Object.entries(table))
      [...row].forEach((mark, third) => expect(bankerDraws(Number(total), third)).toBe(mark === 'D'));
    // Player stood: Banker draws on 0-5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([true, true, true, true, true, true, false, false]);
  });
});

describe('baccarat coups', () => {
  it('ends on a natural', () => {
    // Player 4 + 5 = 9, Banker 10 + 3 = 3: nobody draws.
    const coup = dealCoup(deck(4, 10, 5, 3, 7, 7));
    expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 3, winner: 'player' });
    expect(ranksOf(coup.player)).toEqual([4, 5]);
    expect(ranksOf(coup.banker)).toEqual([10, 3]);
  });

  it('Player stands on 6, Banker draws on 5', () => {
    const coup = dealCoup(deck(6, 2, 13, 3, 4));
    expect(ranksOf(coup.player)).toEqual([6, 13]);
    expect(ranksOf(coup.banker)).toEqual([2, 3, 4]);
    expect(coup).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
  });

  it('Banker on 3 stands when Player drew an 8, draws otherwise', () => {
    const stands = dealCoup(deck(1, 1, 1, 2, 8, 9));
    expect(ranksOf(stands.banker)).toEqual([1, 2]);
    expect(stands).toMatchObject({ playerTotal: 0, bankerTotal: 3, winner: 'banker' });
    const draws = dealCoup(deck(1, 1, 1, 2, 9, 6));
    expect(ranksOf(draws.banker)).toEqual([1, 2, 6]);
    expect(draws).toMatchObject({ playerTotal: 1, bankerTotal: 9, winner: 'banker' });
  });

  it('Banker on 6 draws only on a Player third card of 6 or 7', () => {
    expect(dealCoup(deck(2, 3, 2, 3, 6, 1)).banker).toHaveLength(3);
    expect(dealCoup(deck(2, 3, 2, 3, 5, 1)).banker).toHaveLength(2);
    // Player 4 draws a 2, Banker stands on 6: a tie at 6.
    expect(dealCoup(deck(2, 3, 2, 3, 2, 1))).toMatchObject({ playerTotal: 6, bankerTotal: 6, winner: 'tie' });
  });

  it('maps shoe positions to cards', () => {
    expect(cardAt(0)).toEqual({ index: 0, rank: 1, suit: 0 });
    expect(cardAt(51)).toEqual({ index: 51, rank: 13, suit: 3 });
    expect(cardAt(415)).toEqual({ index: 415, rank: 13, suit: 3 });
  });

  it('deals the independently computed example: Player 6 3 (9) against Banker A 5 (6)', () => {
    const coup = playBaccarat(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, 0), { banker: 100 }).coup;
    expect(coup.player.map((card) => card.index)).toEqual([109, 54]);
    expect(coup.banker.map((card) => card.index)).toEqual([260, 43]);
    expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player' });
  });
});

describe('baccarat bets', () => {
  it('pays Player 1:1, Banker 0.95:1 rounded down, Tie 8:1, and returns Player and Banker on a tie', () => {
    expect(betReturn('player', 100, 'player')).toBe(200);
    expect(betReturn('banker', 100, 'banker')).toBe(195);
    expect(betReturn('banker', 15, 'banker')).toBe(29); // 29.25
    expect(betReturn('tie', 100, 'tie')).toBe(900);
    expect(betReturn('player', 100, 'tie')).toBe(100);
    expect(betReturn('banker', 100, 'tie')).toBe(100);
    expect(betReturn('player', 100, 'banker')).toBe(0);
    const tie = dealCoup(deck(2, 3, 2, 3, 2, 1));
    expect(settleBaccarat(tie, { player: 100, banker: 50, tie: 10 })).toMatchObject({
      payouts: { player: 100, banker: 50, tie: 90 },
      payout: 240,
    });
    expect(() => settleBaccarat(tie, {})).toThrow(RangeError);
  });

  it('states the RTP computed from the exact 8-deck odds', () => {
    const counts = baccaratOutcomeCounts();
    expect(counts.player + counts.banker + counts.tie).toBe(counts.total);
    const odds = baccaratOdds();
    // The published 8-deck figures: Banker 0.458597, Player 0.446247, Tie 0.095156.
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
    expect(baccaratRtp(odds)).toEqual(BACCARAT_RTP);
  });
});
