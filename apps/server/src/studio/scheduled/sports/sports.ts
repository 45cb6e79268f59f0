import {
  marketWins,
  playFixture,
  prepareFixture,
  SPORTS_MARKETS,
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
 * open for bets well ahead and played out over a few minutes. Prices are fixed when the fixture is
 * drawn (contract fair/studio-sports.ts); a bet is a single or a parlay of fixtures of the vendor's
 * leagues; a bet may be cashed out before its first fixture starts; an abandoned fixture's legs
 * are void.
 */

/** Fixtures open for bets this many periods ahead: a league shows its next six. */
const OPEN_PERIODS = 6;
/** A cash-out before the start returns this share of the stake (per mille): prices do not move before kick-off. */
export const CASH_OUT_PER_MILLE = 950;

/** How long a fixture plays: a football match's "90 minutes" in two and a half, a game of basketball in two. */
const runMsOf = (league: SportsLeague) => (league.sport === 'basketball' ? 120_000 : 150_000);

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
  odds: (_line, round, pick) => round.detail.prices[pick.market]!,
  decide: (_line, round, stream) => playFixture(round.detail, stream),
  leg: (_line, round, pick, result) => {
    const wins = marketWins(round.detail, pick.market, result);
    return wins === null ? { outcome: 'VOID' } : { outcome: wins ? 'WON' : 'LOST' };
  },
  // Before the first of its fixtures starts; after that the bet rides to the end.
  cashOut: (_line, legs, stake, now) =>
    legs.every((leg) => now < leg.round.closesAt) ? Math.floor((stake * CASH_OUT_PER_MILLE) / 1000) : null,
  // The running score of a match in play: its events, each at its own time of the run.
  inPlay: (_line, round: RoundView<SportsFixture>, peek) => {
    const result = peek();
    if (result.abandoned) return { abandoned: true };
    const runMs = round.decidesAt - round.closesAt;
    return { events: result.events.map((event) => ({ ...event, at: round.closesAt + Math.floor(event.at * runMs) })) };
  },
  page: (view, language, nonce) => renderSportsPage(view, language, nonce),
});
