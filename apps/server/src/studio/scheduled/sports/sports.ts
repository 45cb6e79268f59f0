import { bookForBet, bookForCashOut } from '@panalo/contract/fair/market-maker';
import { sportsCashOutValue, sportsChance, sportsPrice, sportsPrices, type CashOutLeg } from '@panalo/contract/fair/sports-book';
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
import { defineScheduledGame, type RoundBook, type RoundView } from '../scheduled-game';
import { leagueOf, type SportsLine, type SportsPick } from './sports-league';
import { renderSportsPage } from './sports-page';

/**
 * The sports and e-sports books (docs/studio.md, "Sports books"): each catalogue entry of a sports
 * or e-sports vendor is a league; its rounds are the league's fixtures, one every few minutes,
 * open for bets well ahead and played out over a few minutes. A fixture's opening prices are drawn
 * with it and move with the payouts its book owes (contract fair/sports-book.ts, sportsPrice); a bet
 * takes the price its own stake moves to, on the book without the player's own money on the other
 * markets, and keeps it. A bet is a single or a parlay of fixtures of the vendor's leagues, and may
 * be cashed out at a price while none of its fixtures is in play; an abandoned fixture's legs are void.
 */

/** Fixtures open for bets this many periods ahead: a league shows its next six. */
const OPEN_PERIODS = 6;
/** How long a fixture plays: a football match's "90 minutes" in two and a half, a game of basketball in two. */
const runMsOf = (league: SportsLeague) => (league.sport === 'basketball' ? 120_000 : 150_000);

/**
 * A bet's cash-out offer (contract sportsCashOutValue): its fair value on the books of the moment,
 * each open leg's book without the player's own money on its market; none while a fixture of the
 * bet is in play, once a leg has lost, or when all are decided.
 */
function cashOutOffer(
  legs: { round: RoundView<SportsFixture>; result: SportsResult | null; book: RoundBook; pick: SportsPick; odds: number }[],
  stake: number,
  now: number,
): number | null {
  const valued: CashOutLeg[] = [];
  for (const leg of legs) {
    if (leg.result === null) {
      if (now >= leg.round.closesAt) return null;
      const book = bookForCashOut(leg.book.owed, leg.book.own, leg.pick.market);
      valued.push({ state: 'open', fixture: leg.round.detail, market: leg.pick.market, odds: leg.odds, book });
      continue;
    }
    const wins = marketWins(leg.round.detail, leg.pick.market, leg.result);
    if (wins === false) return null;
    valued.push(wins === true ? { state: 'won', odds: leg.odds } : { state: 'void' });
  }
  return valued.some((leg) => leg.state === 'open') ? sportsCashOutValue(stake, valued) : null;
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
  odds: (_line, round, pick, book, stake) => sportsPrice(round.detail, pick.market, bookForBet(book.owed, book.own, pick.market), stake),
  // The prices of the moment (null: a market taking no bet now), the payouts owed they come from (what
  // the verifier replays) and each market's chance (what the slip prices its stake from).
  board: (_line, round, book) => ({
    prices: sportsPrices(round.detail, book.owed),
    book: book.owed,
    chances: Object.fromEntries(
      Object.keys(round.detail.prices).map((market) => [market, sportsChance(round.detail, market as SportsMarket, book.owed)]),
    ),
  }),
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
