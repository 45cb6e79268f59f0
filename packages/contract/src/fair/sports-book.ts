import { bookChances, payoutBought, priceOfPayout, type OwedBook } from './market-maker';
import {
  fixtureChances,
  MAX_SPORTS_ODDS,
  MIN_SPORTS_ODDS,
  SPORTS_MARGIN,
  SPORTS_ODDS_SCALE,
  type SportsFixture,
  type SportsMarket,
} from './studio-sports';

/**
 * A sports book's prices of the moment and its cash-out values (docs/studio.md, "Sports books";
 * docs/decisions/0001-own-money-never-moves-own-price.md). Each market group of a fixture (1/X/2,
 * over/under) is a market maker (market-maker.ts) that starts at the fixture's fair chances and
 * moves with the payouts the book owes on its markets. Deterministic from the fixture (the seed)
 * and the book (public totals): every process and the verifier get the same price.
 */

/**
 * The depth β of each market group, minor units of payout (₱50,000, the largest bet): how far the
 * payouts owed move its chances. The book can lose at most β·ln(1/f) on a group whose market of fair
 * chance f wins, whoever bets and however (market-maker.ts): ₱34,657 on an evens market.
 */
export const SPORTS_BOOK_DEPTH = 5_000_000;

/** The markets priced together: money on one shortens it and lengthens the others of its group only. */
const MARKET_GROUPS: readonly (readonly SportsMarket[])[] = [
  ['1', 'X', '2'],
  ['O', 'U'],
];

/** The payouts owed on each market of a fixture, minor units: the book its prices move with. */
export type SportsBook = OwedBook;

/** The market's group on this fixture, their fair chances, and the market's place among them. */
function groupOf(fixture: SportsFixture, market: SportsMarket) {
  const chances = fixtureChances(fixture.sport, fixture.model);
  if (chances[market] === undefined) throw new RangeError(`this fixture has no market ${market}`);
  const markets = MARKET_GROUPS.find((group) => group.includes(market))!.filter((one) => chances[one] !== undefined);
  return { markets, fair: markets.map((one) => chances[one]!), index: markets.indexOf(market) };
}

/** The chance a book gives a market now: its fair chance moved by the payouts owed on its group. */
export function sportsChance(fixture: SportsFixture, market: SportsMarket, book: SportsBook): number {
  const { markets, fair, index } = groupOf(fixture, market);
  const owed = markets.map((one) => Math.max(0, book[one] ?? 0));
  return bookChances(fair, owed, SPORTS_BOOK_DEPTH)[index]!;
}

/**
 * The price (× SPORTS_ODDS_SCALE, on the 0.01 grid) a stake on a market is taken at on this book, its
 * own stake included (stake 0: the price of the moment, as the board shows it), at most 50.00; null
 * when it would be under 1.01: the market takes no bet that size now. An empty book quotes the
 * opening prices.
 */
export function sportsPrice(fixture: SportsFixture, market: SportsMarket, book: SportsBook, stake = 0): number | null {
  const chance = sportsChance(fixture, market, book);
  const odds =
    stake > 0
      ? priceOfPayout(payoutBought(chance, stake / SPORTS_MARGIN, SPORTS_BOOK_DEPTH), stake)
      : Math.floor(SPORTS_ODDS_SCALE / (chance * SPORTS_MARGIN) / 100) * 100;
  return odds < MIN_SPORTS_ODDS ? null : Math.min(MAX_SPORTS_ODDS, odds);
}

/** Every market's price of the moment (sportsPrice of no stake): null for one that takes no bet now. */
export const sportsPrices = (fixture: SportsFixture, book: SportsBook): Partial<Record<SportsMarket, number | null>> =>
  Object.fromEntries(Object.keys(fixture.prices).map((market) => [market, sportsPrice(fixture, market as SportsMarket, book)]));

/** A leg of a bet as its cash-out values it: open (its fixture not yet started), won, or void. */
export type CashOutLeg =
  | { state: 'open'; fixture: SportsFixture; market: SportsMarket; odds: number; book: SportsBook }
  | { state: 'won'; odds: number }
  | { state: 'void' };

/**
 * What a bet is worth to the book now: the payout it would make if every leg not void won (its stake
 * times the prices of its won and open legs, rounded down as a payout is) times, for each open leg,
 * the chance its book gives that market now: its fair value, with no margin on top of the one it was
 * bought with. Each open leg's book is the one bookForCashOut makes (the player's own money on the
 * market left out), so an offer is never more than the bet is worth at prices the player did not
 * move; and a single's offer is never more than laying it back into the whole book is worth, so no
 * group of players can buy a price up with one bet and sell another at it.
 */
export function sportsCashOutValue(stake: number, legs: readonly CashOutLeg[]): number {
  let payout = BigInt(stake);
  let scale = 1n;
  let chance = 1;
  for (const leg of legs) {
    if (leg.state === 'void') continue;
    payout *= BigInt(leg.odds);
    scale *= BigInt(SPORTS_ODDS_SCALE);
    if (leg.state === 'open') chance *= sportsChance(leg.fixture, leg.market, leg.book);
  }
  return Math.floor(Number(payout / scale) * chance);
}
