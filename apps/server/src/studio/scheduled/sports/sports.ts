import {
  marketWins,
  playFixture,
  prepareFixture,
  SPORTS_MARKETS,
  SPORTS_ODDS_SCALE,
  sportsPrice,
  sportsPrices,
  type SportsBook,
  type SportsFixture,
  type SportsLeague,
  type SportsMarket,
  type SportsResult,
} from '@panalo/contract/fair/studio-sports';
import { defineScheduledGame, type RoundView } from '../scheduled-game';
import { leagueOf, type SportsLine, type SportsPick } from './sports-league';
import { renderSportsPage } from './sports-page';

/**
 * The sports and e-sports books (docs/studio.md, "Sports books"): each catalogue entry of a sports
 * or e-sports vendor is a league; its rounds are the league's fixtures, one every few minutes,
 * open for bets well ahead and played out over a few minutes. A fixture's opening prices are drawn
 * with it and move with its book (contract fair/studio-sports.ts, sportsPrice); a bet keeps the
 * price it was taken at. A bet is a single or a parlay of fixtures of the vendor's leagues, and may
 * be cashed out at a price while none of its fixtures is in play; an abandoned fixture's legs are void.
 */

/** Fixtures open for bets this many periods ahead: a league shows its next six. */
const OPEN_PERIODS = 6;
/** A cash-out keeps this share of its fair value (per mille): the book's margin on laying a bet back. */
export const CASH_OUT_MARGIN_PER_MILLE = 50;

/** How long a fixture plays: a football match's "90 minutes" in two and a half, a game of basketball in two. */
const runMsOf = (league: SportsLeague) => (league.sport === 'basketball' ? 120_000 : 150_000);

/**
 * A bet's cash-out offer: the stake times, for each leg, the taken price over the price of the moment
 * (a fixture not yet started), the taken price (a leg won) or 1 (a leg void), less the cash-out
 * margin; none while a fixture of the bet is in play, once a leg has lost, or when all are decided.
 */
function cashOutOffer(
  legs: { round: RoundView<SportsFixture>; result: SportsResult | null; book: SportsBook; pick: SportsPick; odds: number }[],
  stake: number,
  now: number,
): number | null {
  let numerator = BigInt(stake) * BigInt(1000 - CASH_OUT_MARGIN_PER_MILLE);
  let denominator = 1000n;
  let open = 0;
  for (const leg of legs) {
    if (leg.result === null) {
      if (now >= leg.round.closesAt) return null;
      open += 1;
      numerator *= BigInt(leg.odds);
      denominator *= BigInt(sportsPrice(leg.round.detail, leg.pick.market, leg.book));
      continue;
    }
    const wins = marketWins(leg.round.detail, leg.pick.market, leg.result);
    if (wins === false) return null;
    if (wins === true) {
      numerator *= BigInt(leg.odds);
      denominator *= BigInt(SPORTS_ODDS_SCALE);
    }
  }
  return open === 0 ? null : Number(numerator / denominator);
}

const marketOf = (body: unknown): SportsMarket => {
  const market = (body as { market?: unknown } | null)?.market;
  if (typeof market !== 'string' || !(SPORTS_MARKETS as readonly string[]).includes(market)) throw new RangeError('pick a market');
  return market as SportsMarket;
};

export const sportsGame = defineScheduledGame<SportsLine, SportsFixture, SportsPick, SportsResult>({
  game: 'sports',
  line: (entry) => {
    const league = leagueOf(entry);
    const periodMs = league.everyMinutes * 60_000;
    return {
      game: 'sports',
      league,
      periodMs,
      openAheadMs: OPEN_PERIODS * periodMs,
      runMs: runMsOf(league),
      minBet: Math.max(100, entry.minBet),
      maxBet: 5_000_000,
      maxLegs: 10,
    };
  },
  prepare: (line, roundNo, stream) => prepareFixture(line.league, roundNo, stream),
  // The pick keeps its fixture's names, so a bet reads the same long after its fixture is gone from the page.
  pick: (_line, round, body) => {
    const market = marketOf(body);
    if (round.detail.prices[market] === undefined) throw new RangeError('no such market for this fixture');
    const { home, away, league, sport, totalTenths } = round.detail;
    return { key: market, pick: { market, home, away, league, sport, totalTenths } };
  },
  pricedByBook: true,
  odds: (_line, round, pick, book) => sportsPrice(round.detail, pick.market, book),
  // The prices of the moment and the book they come from: what the page shows and the verifier replays.
  board: (_line, round, book) => ({ prices: sportsPrices(round.detail, book), book }),
  decide: (_line, round, stream) => playFixture(round.detail, stream),
  leg: (_line, round, pick, result) => {
    const wins = marketWins(round.detail, pick.market, result);
    return wins === null ? { outcome: 'VOID' } : { outcome: wins ? 'WON' : 'LOST' };
  },
  cashOut: (_line, legs, stake, now) => cashOutOffer(legs, stake, now),
  quotesCashOut: true,
  // The running score of a match in play: its events, each at its own time of the run.
  inPlay: (_line, round: RoundView<SportsFixture>, peek) => {
    const result = peek();
    if (result.abandoned) return { abandoned: true };
    const runMs = round.decidesAt - round.closesAt;
    return { events: result.events.map((event) => ({ ...event, at: round.closesAt + Math.floor(event.at * runMs) })) };
  },
  page: (view, language, nonce) => renderSportsPage(view, language, nonce),
});
