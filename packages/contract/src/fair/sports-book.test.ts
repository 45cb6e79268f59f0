import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairStream } from './fair-stream';
import { bookForBet, bookForCashOut, type OwedBook } from './market-maker';
import { sportsCashOutValue, sportsChance, sportsPrice, type CashOutLeg } from './sports-book';
import { prepareFixture, SPORTS_LEAGUES, SPORTS_MARGIN, SPORTS_ODDS_SCALE, type SportsFixture, type SportsMarket } from './studio-sports';

/**
 * No one can bet and cash out their way to a sure profit on the sports book (docs/decisions/
 * 0001-own-money-never-moves-own-price.md). The books here are kept as the studio keeps them
 * (scheduled-bets.service): each bet priced on bookForBet of its player's game session, with its own
 * stake; each cash-out valued on bookForCashOut; a cashed-out bet leaves the book.
 */

/** A bet on one fixture as the studio keeps it: who placed it, the market or parlay legs, stake, taken prices and payout owed. */
interface Standing {
  player: number;
  legs: { fixture: number; market: SportsMarket; odds: number }[];
  stake: number;
  owed: number;
  cashedOut: number | null;
}

/** The payouts owed on each market of a fixture by its standing bets (of one player), a parlay's leg counting as a single. */
function owedOf(bets: readonly Standing[], fixture: number, player?: number): OwedBook {
  const owed: OwedBook = {};
  for (const bet of bets)
    for (const leg of bet.legs)
      if (bet.cashedOut === null && leg.fixture === fixture && (player === undefined || bet.player === player))
        owed[leg.market] = (owed[leg.market] ?? 0) + Math.floor((bet.stake * leg.odds) / SPORTS_ODDS_SCALE);
  return owed;
}

/** Places a bet as the studio does; false when a leg's market takes no bet of this stake now. */
function place(
  fixtures: readonly SportsFixture[],
  bets: Standing[],
  player: number,
  stake: number,
  picks: { fixture: number; market: SportsMarket }[],
) {
  const legs = [];
  for (const pick of picks) {
    const book = bookForBet(owedOf(bets, pick.fixture), owedOf(bets, pick.fixture, player), pick.market);
    const odds = sportsPrice(fixtures[pick.fixture]!, pick.market, book, stake);
    if (odds === null) return false;
    legs.push({ ...pick, odds });
  }
  const owed = Number(legs.reduce((payout, leg) => (payout * BigInt(leg.odds)) / BigInt(SPORTS_ODDS_SCALE), BigInt(stake)));
  bets.push({ player, legs, stake, owed, cashedOut: null });
  return true;
}

/** A standing bet's cash-out offer of the moment, every fixture still open. */
function offerOf(fixtures: readonly SportsFixture[], bets: readonly Standing[], bet: Standing): number {
  const legs: CashOutLeg[] = bet.legs.map((leg) => ({
    state: 'open',
    fixture: fixtures[leg.fixture]!,
    market: leg.market,
    odds: leg.odds,
    book: bookForCashOut(owedOf(bets, leg.fixture), owedOf(bets, leg.fixture, bet.player), leg.market),
  }));
  return sportsCashOutValue(bet.stake, legs);
}

/** Every way a fixture can end (not abandoned): one winner of each market group it offers. */
function outcomesOf(fixture: SportsFixture): Set<SportsMarket>[] {
  const winners = (['1', 'X', '2'] as const).filter((market) => fixture.prices[market] !== undefined);
  return winners.flatMap((winner) => (['O', 'U'] as const).map((total) => new Set<SportsMarket>([winner, total])));
}

/** The players' net in each way the fixtures can end together: cash-outs, plus payouts of bets standing, less stakes. */
function netsOf(fixtures: readonly SportsFixture[], bets: readonly Standing[], players: readonly number[]): number[] {
  const ends = fixtures.reduce<Set<SportsMarket>[][]>(
    (all, fixture) => all.flatMap((some) => outcomesOf(fixture).map((one) => [...some, one])),
    [[]],
  );
  const mine = bets.filter((bet) => players.includes(bet.player));
  return ends.map((end) =>
    mine.reduce((net, bet) => {
      const wins = bet.legs.every((leg) => end[leg.fixture]!.has(leg.market));
      return net - bet.stake + (bet.cashedOut ?? (wins ? bet.owed : 0));
    }, 0),
  );
}

const MARKETS: readonly SportsMarket[] = ['1', 'X', '2', 'O', 'U'];
/** A fixture of any league, drawn from a seed. */
const fixtureArb = fc
  .record({ league: fc.constantFrom(...SPORTS_LEAGUES), round: fc.nat(1_000_000), seed: fc.string({ minLength: 1, maxLength: 8 }) })
  .map(({ league, round, seed }) => prepareFixture(league, round, fairStream(seed, `${league.key}#${round}`, 0)));
const stakeArb = fc.integer({ min: 100, max: 5_000_000 });
/** A player's move: a bet (a single, or a parlay of both fixtures) or a cash-out of one of their standing bets. */
const moveArb = (players: number) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('bet' as const),
      player: fc.nat(players - 1),
      stake: stakeArb,
      picks: fc.oneof(
        fc.tuple(fc.nat(1), fc.constantFrom(...MARKETS)).map(([fixture, market]) => [{ fixture, market }]),
        fc.tuple(fc.constantFrom(...MARKETS), fc.constantFrom(...MARKETS)).map(([first, second]) => [
          { fixture: 0, market: first },
          { fixture: 1, market: second },
        ]),
      ),
    }),
    fc.record({ kind: fc.constant('cashOut' as const), player: fc.nat(players - 1), which: fc.nat(20) }),
  );

/** Plays the moves on the fixtures, priced and valued as the studio does; `onCashOut` sees each offer as it is paid. */
function run(fixtures: readonly SportsFixture[], moves: Move[], bets: Standing[] = [], onCashOut?: (bet: Standing, offer: number) => void) {
  for (const move of moves) {
    const valid = move.kind === 'bet' ? move.picks.filter((pick) => fixtures[pick.fixture]!.prices[pick.market] !== undefined) : [];
    if (move.kind === 'bet') {
      if (valid.length === move.picks.length) place(fixtures, bets, move.player, move.stake, valid);
      continue;
    }
    const open = bets.filter((bet) => bet.player === move.player && bet.cashedOut === null);
    const bet = open[move.which % Math.max(1, open.length)];
    if (!bet) continue;
    const offer = offerOf(fixtures, bets, bet);
    onCashOut?.(bet, offer);
    bet.cashedOut = offer;
  }
  return bets;
}
type Move = ReturnType<typeof moveArb> extends fc.Arbitrary<infer M> ? M : never;

describe('the sports book, against every sequence of bets and cash-outs', () => {
  it('gives one player no sure profit, whatever the book held before: some way the fixtures end, they lose', () => {
    fc.assert(
      fc.property(
        fixtureArb,
        fixtureArb,
        fc.array(moveArb(2), { maxLength: 6 }),
        fc.array(moveArb(1), { minLength: 1, maxLength: 10 }),
        (a, b, before, moves) => {
          // Others' bets (players 1 and 2) make the book the player meets; then player 0 alone.
          const bets = run(
            [a, b],
            before.filter((move) => move.kind === 'bet').map((move) => ({ ...move, player: move.player + 1 })),
          );
          run([a, b], moves, bets);
          const staked = bets.some((bet) => bet.player === 0);
          if (staked) expect(Math.min(...netsOf([a, b], bets, [0]))).toBeLessThan(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives several players acting together no sure profit either, when no one else bets', () => {
    fc.assert(
      fc.property(fixtureArb, fc.array(moveArb(3), { minLength: 1, maxLength: 14 }), (fixture, moves) => {
        // Singles on one fixture: the market maker's cost of moving the book does not depend on who moved it.
        const singles = moves.map((move) => (move.kind === 'bet' ? { ...move, picks: [{ ...move.picks[0]!, fixture: 0 }] } : move));
        const bets = run([fixture, fixture], singles);
        if (bets.length > 0) expect(Math.min(...netsOf([fixture], bets, [0, 1, 2]))).toBeLessThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('never offers a cash-out worth more than the bet at the prices the player did not move', () => {
    fc.assert(
      fc.property(fixtureArb, fixtureArb, fc.array(moveArb(3), { minLength: 1, maxLength: 16 }), (a, b, moves) => {
        const bets: Standing[] = [];
        run([a, b], moves, bets, (bet, offer) => {
          // What the bet is worth at the prices of the book without any of this player's money:
          // the stake times, for each leg, its taken price over that book's price of the moment.
          let worth = bet.stake;
          for (const leg of bet.legs) {
            const own = owedOf(bets, leg.fixture, bet.player);
            const all = owedOf(bets, leg.fixture);
            const others = Object.fromEntries(Object.entries(all).map(([market, owed]) => [market, owed! - (own[market] ?? 0)]));
            const unmoved = 1 / (sportsChance([a, b][leg.fixture]!, leg.market, others) * SPORTS_MARGIN);
            worth *= leg.odds / SPORTS_ODDS_SCALE / unmoved;
          }
          expect(offer).toBeLessThanOrEqual(worth);
        });
      }),
      { numRuns: 300 },
    );
  });
});
