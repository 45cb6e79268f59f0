import { BACCARAT_RTP, betReturn, dealBaccarat, type BaccaratCoup, type BaccaratSide } from './baccarat';
import { assertStake, MAX_FAIR_STAKE } from './fair-money';
import type { FairStream } from './fair-stream';
import { dealDragonTiger, DRAGON_TIGER_RTP, DRAGON_TIGER_SPOTS, dragonTigerSettle, type DragonTigerDeal } from './studio-dragon-tiger';
import { ROULETTE_RTP, ROULETTE_SPOTS, rouletteSettle, spinRoulette } from './studio-roulette';
import { SIC_BO_RTP, SIC_BO_SPOTS, sicBoReturn, throwDice, type SicBoDice } from './studio-sicbo';

/**
 * The studio's live casino tables (docs/studio.md, "Live tables"): baccarat, European roulette,
 * dragon tiger and sic bo. One deal is one round: the bet is a stake on each chosen spot, the deal
 * is drawn from the fair stream, and every spot is paid by its table's standard paytable.
 */

export const LIVE_TABLES = ['baccarat', 'roulette', 'dragon-tiger', 'sic-bo'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

/**
 * Which table a catalogue entry plays: by the words of its name first (a card game against the
 * bank deals baccarat, a one-card duel dragon tiger, a number game roulette, a dice game sic bo),
 * else by the number in its game code modulo 4 (LIVE_TABLES order). The same entry always plays
 * the same table.
 */
const NAME_RULES: [RegExp, LiveTable][] = [
  [/dragon|tiger|andar|bahar/i, 'dragon-tiger'],
  [/roulette|fan\s*tan|wheel/i, 'roulette'],
  [/sic\s*bo|dice|color\s*game|hi-?lo/i, 'sic-bo'],
  [/baccarat|blackjack|poker|punto/i, 'baccarat'],
];
export function liveTableOf(entry: { gameName: string; gameCode: string }): LiveTable {
  for (const [words, table] of NAME_RULES) if (words.test(entry.gameName)) return table;
  const digits = /(\d+)\D*$/.exec(entry.gameCode);
  return LIVE_TABLES[(digits ? Number(digits[1]) : 0) % LIVE_TABLES.length]!;
}

/** The spots of each table, in the order the page lays them out. */
export const LIVE_SPOTS: Record<LiveTable, readonly string[]> = {
  baccarat: ['player', 'tie', 'banker'],
  roulette: ROULETTE_SPOTS,
  'dragon-tiger': DRAGON_TIGER_SPOTS,
  'sic-bo': SIC_BO_SPOTS,
};

/** The exact RTP of every spot of a table. */
export function liveSpotRtp(table: LiveTable, spot: string): number {
  switch (table) {
    case 'baccarat':
      return BACCARAT_RTP[spot as BaccaratSide];
    case 'roulette':
      return ROULETTE_RTP;
    case 'dragon-tiger':
      return DRAGON_TIGER_RTP[spot as keyof typeof DRAGON_TIGER_RTP];
    case 'sic-bo':
      return SIC_BO_RTP[spot]!;
  }
}

/** The table's headline RTP (its best bet), for the page's header. */
export const liveTableRtp = (table: LiveTable): number => Math.max(...LIVE_SPOTS[table].map((spot) => liveSpotRtp(table, spot)));

/** Stakes by spot, in minor units. */
export type LiveBets = Record<string, number>;

export type LiveDeal =
  | { table: 'baccarat'; coup: BaccaratCoup }
  | { table: 'roulette'; pocket: number }
  | { table: 'dragon-tiger'; deal: DragonTigerDeal }
  | { table: 'sic-bo'; dice: SicBoDice };

export interface LiveOutcome {
  deal: LiveDeal;
  /** What each staked spot returns, stake included (a pushed or half-back bet returns part or all of it). */
  payouts: Record<string, number>;
  payout: number;
  /** The result as the table's history road shows it: "B", "P", "T"; a pocket; "D", "T", "X"; three dice. */
  road: string;
}

/**
 * Checks a bet against a table: known spots only, at least one, each stake a whole multiple of
 * `unit` (the table's smallest chip, an even number of minor units, so every payout is whole).
 */
export function assertLiveBets(table: LiveTable, bets: LiveBets, unit: number, maxSpot: number): void {
  const spots = Object.keys(bets);
  if (spots.length === 0) throw new RangeError('bet on at least one spot');
  let total = 0;
  for (const spot of spots) {
    const amount = bets[spot]!;
    if (!LIVE_SPOTS[table].includes(spot)) throw new RangeError(`no spot ${spot} at ${table}`);
    assertStake(amount);
    if (amount % unit !== 0 || amount > maxSpot) throw new RangeError(`a stake on ${spot} is a multiple of ${unit} up to ${maxSpot}`);
    total += amount;
  }
  if (total > MAX_FAIR_STAKE) throw new RangeError('the bet is over the largest stake');
}

function drawDeal(table: LiveTable, stream: FairStream): LiveDeal {
  switch (table) {
    case 'baccarat':
      return { table, coup: dealBaccarat(stream) };
    case 'roulette':
      return { table, pocket: spinRoulette(stream) };
    case 'dragon-tiger':
      return { table, deal: dealDragonTiger(stream) };
    case 'sic-bo':
      return { table, dice: throwDice(stream) };
  }
}

export function settleLive(deal: LiveDeal, bets: LiveBets): LiveOutcome {
  const payouts: Record<string, number> = {};
  for (const [spot, amount] of Object.entries(bets)) {
    switch (deal.table) {
      case 'baccarat':
        payouts[spot] = betReturn(spot as BaccaratSide, amount, deal.coup.winner);
        break;
      case 'roulette':
        payouts[spot] = rouletteSettle(spot, amount, deal.pocket);
        break;
      case 'dragon-tiger':
        payouts[spot] = dragonTigerSettle(spot as keyof typeof DRAGON_TIGER_RTP, amount, deal.deal.winner);
        break;
      case 'sic-bo':
        payouts[spot] = amount * sicBoReturn(spot, deal.dice);
        break;
    }
  }
  const payout = Object.values(payouts).reduce((sum, value) => sum + value, 0);
  return { deal, payouts, payout, road: roadOf(deal) };
}

function roadOf(deal: LiveDeal): string {
  switch (deal.table) {
    case 'baccarat':
      return { player: 'P', banker: 'B', tie: 'T' }[deal.coup.winner];
    case 'roulette':
      return String(deal.pocket);
    case 'dragon-tiger':
      return { dragon: 'D', tiger: 'T', tie: 'X' }[deal.deal.winner];
    case 'sic-bo':
      return deal.dice.join('');
  }
}

/** One round at a live table: the deal from the stream, every staked spot paid. */
export function playLive(stream: FairStream, table: LiveTable, bets: LiveBets, unit: number, maxSpot = MAX_FAIR_STAKE): LiveOutcome {
  assertLiveBets(table, bets, unit, maxSpot);
  return settleLive(drawDeal(table, stream), bets);
}
