import type { FairStream } from './fair-stream';
import { bookChances, payoutBought, priceOfPayout, type OwedBook } from './market-maker';

/**
 * The studio's cockfight (sabong; docs/studio.md, "Cockfight"). Each arena runs a fight on a
 * schedule: a meron (red corner) and a wala (blue corner) rooster are drawn from the round's first
 * fair stream (nonce 0) before betting opens; the winner is drawn from the second (nonce 1) when
 * the fight is run. Meron and wala odds follow the round's book (a market maker with a house margin,
 * market-maker.ts); the draw pays a fixed 8 times the stake, and on a draw meron and wala bets are refunded.
 */

export const FIGHT_PICKS = ['meron', 'wala', 'draw'] as const;
export type FightPick = (typeof FIGHT_PICKS)[number];
export type FightWinner = FightPick;

/** Decimal odds are kept × 10,000 (1.95 is 19,500), as every scheduled game keeps them. */
export const FIGHT_ODDS_SCALE = 10_000;

/** The stated shares of each result, out of 10,000: meron 44%, wala 44%, draw 12%. */
export const FIGHT_SHARES: Readonly<Record<FightWinner, number>> = { meron: 4_400, wala: 4_400, draw: 1_200 };

/** A draw bet returns 8 times its stake (the stake included), whatever the book. */
export const FIGHT_DRAW_ODDS = 8 * FIGHT_ODDS_SCALE;
/** The house keeps 5% of a meron or wala stake: the price is 0.95 / chance (1.90 at evens). */
export const FIGHT_MARGIN = 500;
/**
 * The depth β of the meron/wala book, minor units of payout (₱50,000, the largest bet): how far the
 * payouts owed move its chances. The house can lose at most β·ln 2 (₱34,657) on a fight's meron and
 * wala bets, whoever bets and however (market-maker.ts).
 */
export const FIGHT_BOOK_DEPTH = 5_000_000;
/**
 * Odds are quoted to the hundredth (rounded down) and held at 5.00 at most; a bet its stake would
 * price under 1.10 is not taken (fightOdds is null): the side takes no bet that size now.
 */
export const FIGHT_ODDS_MIN = 11_000;
export const FIGHT_ODDS_MAX = 50_000;

export const FEATHERS = ['red', 'black', 'white', 'grey', 'gold', 'brown', 'speckled'] as const;
export type Feather = (typeof FEATHERS)[number];
/** The feathers' colours as the page paints them. */
export const FEATHER_COLOURS: Readonly<Record<Feather, string>> = {
  red: '#b91c1c',
  black: '#1c1917',
  white: '#f5f5f4',
  grey: '#78716c',
  gold: '#ca8a04',
  brown: '#78350f',
  speckled: '#a8a29e',
};

const BREEDS = ['Kelso', 'Sweater', 'Hatch', 'Roundhead', 'Lemon', 'Claret', 'Asil', 'Radio', 'Whitehackle', 'Butcher', 'Albany', 'Grey'];
const FARMS = ['Batangas', 'Bulacan', 'Cebu', 'Negros', 'Iloilo', 'Pampanga', 'Davao', 'Bohol', 'Leyte', 'Laguna', 'Cavite', 'Tarlac'];

export interface Rooster {
  name: string;
  feather: Feather;
  /** In grams, as announced at the weigh-in. */
  weight: number;
}

export interface FightCard {
  meron: Rooster;
  wala: Rooster;
}

export interface FightResult {
  winner: FightWinner;
  /** The draw's number out of 10,000 (below 4,400 meron, then 4,400 wala, then the draw). */
  roll: number;
  /** The second of the fight the result came at (for the page's animation). */
  second: number;
}

function rooster(stream: FairStream, notFeather?: Feather): Rooster {
  const name = `${FARMS[stream.nextInt(FARMS.length)]!} ${BREEDS[stream.nextInt(BREEDS.length)]!}`;
  const feathers = FEATHERS.filter((feather) => feather !== notFeather);
  const feather = feathers[stream.nextInt(feathers.length)]!;
  // 1.8 to 2.3 kg, to the 10 g, as cocks are matched.
  const weight = 1_800 + stream.nextInt(51) * 10;
  return { name, feather, weight };
}

/** The fight's card, from the round's first stream: two roosters of different feathers. */
export function drawFightCard(stream: FairStream): FightCard {
  const meron = rooster(stream);
  return { meron, wala: rooster(stream, meron.feather) };
}

/** The fight's result, from the round's second stream. */
export function drawFightResult(stream: FairStream): FightResult {
  const roll = stream.nextInt(10_000);
  const winner: FightWinner = roll < FIGHT_SHARES.meron ? 'meron' : roll < FIGHT_SHARES.meron + FIGHT_SHARES.wala ? 'wala' : 'draw';
  return { winner, roll, second: 4 + stream.nextInt(25) };
}

/** The payouts owed on each pick so far (minor units), by pick: what meron's and wala's odds move with. */
export type FightBook = OwedBook;

const SIDES = ['meron', 'wala'] as const;

/**
 * The odds (× FIGHT_ODDS_SCALE) a stake on a pick is taken at on this book, its own stake included
 * (stake 0: the odds of the moment, as the board shows them). The draw's are fixed. Meron and wala
 * are a market maker starting at evens: payouts owed on one side shorten it and lengthen the other,
 * and a big stake takes the odds it moves to. Null when the odds would be under FIGHT_ODDS_MIN.
 */
export function fightOdds(pick: FightPick, book: FightBook, stake = 0): number | null {
  if (pick === 'draw') return FIGHT_DRAW_ODDS;
  const owed = SIDES.map((side) => Math.max(0, book[side] ?? 0));
  const chance = bookChances([0.5, 0.5], owed, FIGHT_BOOK_DEPTH)[SIDES.indexOf(pick)]!;
  const kept = (FIGHT_ODDS_SCALE - FIGHT_MARGIN) / FIGHT_ODDS_SCALE;
  const odds =
    stake > 0
      ? priceOfPayout(payoutBought(chance, stake * kept, FIGHT_BOOK_DEPTH), stake)
      : Math.floor((FIGHT_ODDS_SCALE - FIGHT_MARGIN) / chance / 100) * 100;
  return odds < FIGHT_ODDS_MIN ? null : Math.min(FIGHT_ODDS_MAX, odds);
}

/** A bet's fate: the winning side or the draw wins; on a draw meron and wala are refunded (void). */
export function fightOutcome(pick: FightPick, winner: FightWinner): 'WON' | 'LOST' | 'VOID' {
  if (pick === winner) return 'WON';
  return winner === 'draw' ? 'VOID' : 'LOST';
}

/** What a bet returns: the stake times its taken odds when won, the stake when void, else nothing. */
export function fightPayout(stake: number, odds: number, outcome: 'WON' | 'LOST' | 'VOID'): number {
  if (outcome === 'LOST') return 0;
  if (outcome === 'VOID') return stake;
  return Number((BigInt(stake) * BigInt(odds)) / BigInt(FIGHT_ODDS_SCALE));
}

export const isFightPick = (value: unknown): value is FightPick => (FIGHT_PICKS as readonly unknown[]).includes(value);
