import { CRASH_ROUND, crashRoundPoint, settleCrashRound, stopPointOf } from './crash-round';
import { fairStream, type FairStream } from './fair-stream';
import { drawFightCard, drawFightResult, fightOutcome, fightPayout, isFightPick, type FightPick } from './cockfight';
import { drawLottery, lotteryHits, lotteryMultiplier, lotteryPickOf, type LotteryPick } from './lottery';
import { mulDivFloor } from './fair-money';
import {
  leagueOfKey,
  marketWins,
  playFixture,
  prepareFixture,
  SPORTS_LEAGUES,
  SPORTS_MARKETS,
  SPORTS_ODDS_SCALE,
  type SportsMarket,
} from './studio-sports';
import { sportsPrice, type SportsBook } from './sports-book';

/**
 * The studio's scheduled games as the verifier replays them (docs/studio.md, "Scheduled rounds";
 * docs/provably-fair.md). A scheduled round belongs to a line (one catalogue entry at one brand):
 * its client seed is `<line>#<round number>`, its public detail (the fight card, the fixture, the
 * crash point) is drawn from nonce 0 and its result from nonce 1, and its server seed is revealed
 * when it is decided. The verifier takes every scheduled game in ONE shape,
 * `game=scheduled-<game>` with the revealed seed, the client seed and one recorded bet (the nonce
 * is not asked: both streams are replayed). This registry is the one place that shape is read:
 * one entry per game, used by the verifier page and by the studio when it records a bet's
 * fairness (what the verifier will be asked to replay).
 */

export type ScheduledOutcome = 'WON' | 'LOST' | 'VOID';

/** A bet leg as the studio stores it: the pick its rules took, the stake, the taken odds (× 10,000), the round's detail. */
export interface ScheduledLeg {
  pick: unknown;
  stake: number;
  odds: number;
  detail: unknown;
  /** What the whole bet was paid when it was cashed out (a crash bet's cash-out by hand), else null. */
  cashedOut: number | null;
}

export interface ScheduledReplayEntry<Bet, Detail, Result> {
  /** The verifier's bet from a form or a link (the line's parameters among it: a lottery's prizes, a league); a RangeError says what is wrong. */
  parseBet(bet: Record<string, unknown>): Bet;
  /** The round's detail from its first stream (nonce 0). */
  detail(stream: FairStream, roundNo: () => number, bet: Bet): Detail;
  /** The round's result from its second stream (nonce 1), given its detail. */
  result(stream: FairStream, detail: Detail): Result;
  /** What the bet pays on this round: its fate and payout in minor units. */
  pays(bet: Bet, detail: Detail, result: Result): { outcome: ScheduledOutcome; payout: number };
  /** The verifier's bet for a stored leg (the studio's record of a bet). */
  betOfLeg(leg: ScheduledLeg): Bet;
  /** A sample bet, for the verifier's form. */
  sample: Bet;
}

const wholeAmount = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`the ${what} is a whole number of minor units`);
  return value;
};

// ---- cockfight (fair/cockfight.ts) -------------------------------------------------------------

interface FightReplayBet {
  pick: FightPick;
  stake: number;
  odds: number;
}

const cockfight: ScheduledReplayEntry<FightReplayBet, ReturnType<typeof drawFightCard>, ReturnType<typeof drawFightResult>> = {
  parseBet(bet) {
    if (!isFightPick(bet.pick)) throw new RangeError('the pick is one of meron, wala, draw');
    const odds = bet.odds;
    if (typeof odds !== 'number' || !Number.isSafeInteger(odds) || odds < 10_000)
      throw new RangeError('the odds are kept × 10,000 (1.95 is 19500)');
    return { pick: bet.pick, stake: wholeAmount(bet.stake, 'stake'), odds };
  },
  detail: (stream) => drawFightCard(stream),
  result: (stream) => drawFightResult(stream),
  pays(bet, _detail, result) {
    const outcome = fightOutcome(bet.pick, result.winner);
    return { outcome, payout: fightPayout(bet.stake, bet.odds, outcome) };
  },
  betOfLeg: (leg) => ({ pick: leg.pick as FightPick, stake: leg.stake, odds: leg.odds }),
  sample: { pick: 'meron', stake: 10_000, odds: 19_000 },
};

// ---- lottery (fair/lottery.ts) -----------------------------------------------------------------

interface LotteryReplayBet extends LotteryPick {
  /** How many prize numbers the line draws (its prize mode's). */
  prizes: number;
  stake: number;
}

const lottery: ScheduledReplayEntry<LotteryReplayBet, { prizes: number }, { numbers: string[] }> = {
  parseBet(bet) {
    const pick = lotteryPickOf({ type: bet.type, number: bet.number ?? undefined });
    const prizes = bet.prizes;
    if (typeof prizes !== 'number' || !Number.isInteger(prizes) || prizes < 1 || prizes > 100)
      throw new RangeError('a draw has 1 to 100 prizes');
    return { ...pick, prizes, stake: wholeAmount(bet.stake, 'stake') };
  },
  detail: (_stream, _roundNo, bet) => ({ prizes: bet.prizes }),
  result: (stream, detail) => ({ numbers: drawLottery(stream, detail.prizes) }),
  pays(bet, _detail, result) {
    const payout = mulDivFloor(bet.stake, lotteryMultiplier(result.numbers, bet), 100);
    return { outcome: lotteryHits(result.numbers, bet) > 0 ? 'WON' : 'LOST', payout };
  },
  betOfLeg: (leg) => ({ ...(leg.pick as LotteryPick), prizes: (leg.detail as { prizes: number }).prizes, stake: leg.stake }),
  sample: { type: 'LO2', number: 27, prizes: 18, stake: 1_000 },
};

// ---- sports books (fair/studio-sports.ts) ------------------------------------------------------

interface SportsReplayBet {
  /** The league's key (`PFL`): its teams and sport make the fixture. */
  league: string;
  market: SportsMarket;
  stake: number;
  /** The price the bet was taken at (× 10,000), as its record keeps it. */
  price?: number;
  /**
   * Or the book the bet was priced on: the payouts owed on each market as they counted for the
   * player (everyone's, less the player's own on the other markets; market-maker.ts bookForBet).
   * The price is that of the bet's own stake on it.
   */
  book?: SportsBook;
}

function bookOfReplay(book: unknown): SportsBook | undefined {
  if (book === undefined || book === null) return undefined;
  const entries = typeof book === 'object' ? Object.entries(book) : [];
  const valid = (market: string, stake: unknown) =>
    (SPORTS_MARKETS as readonly string[]).includes(market) && typeof stake === 'number' && Number.isSafeInteger(stake) && stake >= 0;
  if (typeof book !== 'object' || entries.some(([market, stake]) => !valid(market, stake)))
    throw new RangeError('the book is the payout owed (minor units) on each market: { "1": 50000, "2": 0 }');
  return Object.fromEntries(entries) as SportsBook;
}

const sports: ScheduledReplayEntry<SportsReplayBet, ReturnType<typeof prepareFixture>, ReturnType<typeof playFixture>> = {
  parseBet(bet) {
    if (typeof bet.league !== 'string' || !leagueOfKey(bet.league))
      throw new RangeError(`the league is one of ${SPORTS_LEAGUES.map((one) => one.key).join(', ')}`);
    if (!(SPORTS_MARKETS as readonly unknown[]).includes(bet.market))
      throw new RangeError(`the market is one of ${SPORTS_MARKETS.join(', ')}`);
    const price = bet.price === undefined || bet.price === null ? undefined : wholeAmount(bet.price, 'price');
    if (price !== undefined && price < SPORTS_ODDS_SCALE) throw new RangeError('the price is the decimal odds × 10,000');
    const book = bookOfReplay(bet.book);
    return {
      league: bet.league,
      market: bet.market as SportsMarket,
      stake: wholeAmount(bet.stake, 'stake'),
      ...(price === undefined ? {} : { price }),
      ...(book === undefined ? {} : { book }),
    };
  },
  // Teams take turns by the round number, so the fixture needs it (the client seed's end).
  detail: (stream, roundNo, bet) => prepareFixture(leagueOfKey(bet.league)!, roundNo(), stream),
  result: (stream, fixture) => playFixture(fixture, stream),
  pays(bet, fixture, result) {
    if (fixture.prices[bet.market] === undefined) throw new RangeError(`this fixture has no market ${bet.market}`);
    // The seed decides the match and the opening prices; the price of the moment came from the public
    // book: the recorded price, or the price of the bet's stake on the book it was taken on, or the
    // opening price without either.
    const price = bet.price ?? (bet.book ? sportsPrice(fixture, bet.market, bet.book, bet.stake) : fixture.prices[bet.market]!);
    if (price === null) throw new RangeError('that book takes no bet of this stake on this market');
    const wins = marketWins(fixture, bet.market, result);
    if (wins === null) return { outcome: 'VOID', payout: bet.stake };
    return wins ? { outcome: 'WON', payout: Math.floor((bet.stake * price) / SPORTS_ODDS_SCALE) } : { outcome: 'LOST', payout: 0 };
  },
  betOfLeg(leg) {
    const pick = leg.pick as { market: SportsMarket; league: string };
    const league = SPORTS_LEAGUES.find((one) => one.name === pick.league);
    return { league: league?.key ?? pick.league, market: pick.market, stake: leg.stake, price: leg.odds };
  },
  sample: { league: 'PFL', market: '1', stake: 1_000 },
};

// ---- the shared crash round (fair/crash-round.ts) ----------------------------------------------

interface CrashReplayBet {
  stake: number;
  /** Where the bet cashed out (hundredths): its auto cash-out, or the multiplier it was cashed out at by hand; none plays for the cap. */
  cashOutAt?: number;
}

const crash: ScheduledReplayEntry<CrashReplayBet, { crashPoint: number }, { crashPoint: number; stoppedAt: number }> = {
  parseBet(bet) {
    const stake = wholeAmount(bet.stake, 'stake');
    if (bet.cashOutAt === undefined || bet.cashOutAt === null) return { stake };
    const at = bet.cashOutAt;
    if (typeof at !== 'number' || !Number.isInteger(at) || at < CRASH_ROUND.minCashOut || at > CRASH_ROUND.cap)
      throw new RangeError(`the cash-out is 1.01x to ${CRASH_ROUND.cap / 100}x, in hundredths`);
    return { stake, cashOutAt: at };
  },
  // The crash point is drawn at nonce 0, before the first bet (and kept secret until decided).
  detail: (stream) => ({ crashPoint: crashRoundPoint(stream) }),
  result: (_stream, detail) => ({ crashPoint: detail.crashPoint, stoppedAt: stopPointOf(detail.crashPoint) }),
  pays(bet, detail) {
    const settled = settleCrashRound(detail.crashPoint, bet.stake, bet.cashOutAt ?? null);
    return { outcome: settled.win ? 'WON' : 'LOST', payout: settled.payout };
  },
  betOfLeg(leg) {
    // A cash-out by hand paid stake × the multiplier of that moment (stakes are whole hundreds, so it is exact).
    if (leg.cashedOut !== null && leg.stake > 0) return { stake: leg.stake, cashOutAt: Math.round((leg.cashedOut * 100) / leg.stake) };
    const auto = (leg.pick as { auto: number | null }).auto;
    return auto === null ? { stake: leg.stake } : { stake: leg.stake, cashOutAt: auto };
  },
  sample: { stake: 1_000, cashOutAt: 200 },
};

// ---- the registry --------------------------------------------------------------------------------

type AnyEntry = ScheduledReplayEntry<unknown, unknown, unknown>;

/** One entry per scheduled game, by its verifier name (`scheduled-` and the studio's game name). */
export const SCHEDULED_REPLAYS = {
  'scheduled-cockfight': cockfight as unknown as AnyEntry,
  'scheduled-crash': crash as unknown as AnyEntry,
  'scheduled-lottery': lottery as unknown as AnyEntry,
  'scheduled-sports': sports as unknown as AnyEntry,
} as const;

export type ScheduledFairGame = keyof typeof SCHEDULED_REPLAYS;
export const SCHEDULED_FAIR_GAMES = Object.keys(SCHEDULED_REPLAYS) as ScheduledFairGame[];

/** Names earlier pages and records used for scheduled games; the verifier reads them as the new ones. */
export const SCHEDULED_FAIR_ALIASES: Readonly<Record<string, ScheduledFairGame>> = {
  'studio-lottery': 'scheduled-lottery',
  'studio-sports': 'scheduled-sports',
};

export const isScheduledFairGame = (game: unknown): game is ScheduledFairGame =>
  typeof game === 'string' && Object.prototype.hasOwnProperty.call(SCHEDULED_REPLAYS, game);

/** The scheduled game a verifier name means, an old alias included; null for any other game. */
export function scheduledFairGameOf(game: unknown): ScheduledFairGame | null {
  if (isScheduledFairGame(game)) return game;
  if (typeof game === 'string' && Object.prototype.hasOwnProperty.call(SCHEDULED_FAIR_ALIASES, game)) return SCHEDULED_FAIR_ALIASES[game]!;
  return null;
}

/** The verifier name of a studio scheduled game (`cockfight` → `scheduled-cockfight`), null for one without a replay. */
export const scheduledFairGameOfRules = (game: string): ScheduledFairGame | null =>
  isScheduledFairGame(`scheduled-${game}`) ? (`scheduled-${game}` as ScheduledFairGame) : null;

/** The round number a scheduled round's client seed ends with (`<line>#<n>`). */
export function roundNoOf(clientSeed: string): number {
  const hash = clientSeed.lastIndexOf('#');
  const text = clientSeed.slice(hash + 1);
  const roundNo = Number(text);
  if (hash < 0 || !/^\d+$/.test(text) || !Number.isSafeInteger(roundNo)) throw new RangeError('the client seed ends with #<round number>');
  return roundNo;
}

export interface ScheduledReplay {
  detail: unknown;
  result: unknown;
  outcome: ScheduledOutcome;
  payout: number;
}

/** A scheduled round replayed from its revealed seed and client seed, with what one bet on it pays. */
export function replayScheduled(game: ScheduledFairGame, serverSeed: string, clientSeed: string, bet: unknown): ScheduledReplay {
  if (!bet || typeof bet !== 'object') throw new RangeError('the bet is an object');
  const entry = SCHEDULED_REPLAYS[game];
  const parsed = entry.parseBet(bet as Record<string, unknown>);
  const detail = entry.detail(fairStream(serverSeed, clientSeed, 0), () => roundNoOf(clientSeed), parsed);
  const result = entry.result(fairStream(serverSeed, clientSeed, 1), detail);
  return { detail, result, ...entry.pays(parsed, detail, result) };
}

/** The verifier's bet for a stored leg of a scheduled game's bet. */
export const scheduledBetOfLeg = (game: ScheduledFairGame, leg: ScheduledLeg): Record<string, unknown> =>
  SCHEDULED_REPLAYS[game].betOfLeg(leg) as Record<string, unknown>;

/** A sample bet per scheduled game, for the verifier's form. */
export const scheduledSampleBet = (game: ScheduledFairGame): Record<string, unknown> =>
  SCHEDULED_REPLAYS[game].sample as Record<string, unknown>;
