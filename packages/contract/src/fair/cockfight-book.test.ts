import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIGHT_ODDS_SCALE, FIGHT_PICKS, fightOdds, fightOutcome, fightPayout, type FightPick, type FightWinner } from './cockfight';
import { bookForBet, type OwedBook } from './market-maker';

/**
 * No one can hedge a fight into a sure profit (docs/decisions/0001-own-money-never-moves-own-price.md):
 * bets on meron, wala and the draw, in any order and any stakes up to the ₱50,000.00 limit, priced
 * as the studio prices them (each on bookForBet of its player's game session, with its own stake).
 */

interface Standing {
  player: number;
  pick: FightPick;
  stake: number;
  odds: number;
}

/** The payouts owed on each pick by the bets standing (of one player). */
const owedOf = (bets: readonly Standing[], player?: number): OwedBook => {
  const owed: OwedBook = {};
  for (const bet of bets)
    if (player === undefined || bet.player === player)
      owed[bet.pick] = (owed[bet.pick] ?? 0) + Math.floor((bet.stake * bet.odds) / FIGHT_ODDS_SCALE);
  return owed;
};

function run(moves: readonly { player: number; pick: FightPick; stake: number }[], bets: Standing[] = []) {
  for (const move of moves) {
    const odds = fightOdds(move.pick, bookForBet(owedOf(bets), owedOf(bets, move.player), move.pick), move.stake);
    if (odds !== null) bets.push({ ...move, odds });
  }
  return bets;
}

/** The players' net if the fight ends with this winner: payouts (a draw refunds meron and wala) less stakes. */
const netOf = (bets: readonly Standing[], players: readonly number[], winner: FightWinner) =>
  bets
    .filter((bet) => players.includes(bet.player))
    .reduce((net, bet) => net - bet.stake + fightPayout(bet.stake, bet.odds, fightOutcome(bet.pick, winner)), 0);

const moveArb = (players: number) =>
  fc.record({ player: fc.nat(players - 1), pick: fc.constantFrom(...FIGHT_PICKS), stake: fc.integer({ min: 100, max: 5_000_000 }) });
const WINNERS: readonly FightWinner[] = ['meron', 'wala', 'draw'];

describe('the cockfight book, against every order and size of bets', () => {
  it("refuses the attack test's hedge: ₱50,000 on meron, then ₱19,000 on wala, is a loss if wala wins", () => {
    const bets = run([
      { player: 0, pick: 'meron', stake: 5_000_000 },
      { player: 0, pick: 'wala', stake: 1_900_000 },
    ]);
    // The ₱50,000 takes the odds it moves meron to (1.42, not 1.90); the wala bet is not lengthened
    // by the player's own meron money, and takes the odds its own stake moves to (1.64, not 5.00).
    expect(bets.map((bet) => bet.odds)).toEqual([14_200, 16_400]);
    expect(netOf(bets, [0], 'meron')).toBe(7_100_000 - 6_900_000);
    expect(netOf(bets, [0], 'wala')).toBe(3_116_000 - 6_900_000);
    expect(netOf(bets, [0], 'draw')).toBe(0);
  });

  it('gives one player no sure profit, whatever the book held before: meron or wala winning, they lose', () => {
    fc.assert(
      fc.property(fc.array(moveArb(2), { maxLength: 8 }), fc.array(moveArb(1), { minLength: 1, maxLength: 12 }), (before, moves) => {
        const bets = run(
          before.map((move) => ({ ...move, player: move.player + 1 })),
          [],
        );
        run(moves, bets);
        if (bets.some((bet) => bet.player === 0)) expect(Math.min(netOf(bets, [0], 'meron'), netOf(bets, [0], 'wala'))).toBeLessThan(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('gives several players acting together no sure profit either, when no one else bets', () => {
    fc.assert(
      fc.property(fc.array(moveArb(3), { minLength: 1, maxLength: 16 }), (moves) => {
        const bets = run(moves);
        if (bets.length > 0) expect(Math.min(...WINNERS.map((winner) => netOf(bets, [0, 1, 2], winner)))).toBeLessThan(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
