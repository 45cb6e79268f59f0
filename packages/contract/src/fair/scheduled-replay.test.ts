import { describe, expect, it } from 'vitest';
import { drawFightCard, drawFightResult } from './cockfight';
import { crashPoint } from './crash';
import { sha256Hex } from './fair-bytes';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';
import { drawLottery } from './lottery';
import {
  replayScheduled,
  roundNoOf,
  scheduledBetOfLeg,
  scheduledFairGameOf,
  scheduledSampleBet,
  SCHEDULED_FAIR_GAMES,
} from './scheduled-replay';
import { leagueOfKey, marketWins, playFixture, prepareFixture, type SportsMarket } from './studio-sports';
import { sportsPrice } from './sports-book';
import { verifyRound } from './verify-round';

const { serverSeed } = FAIR_EXAMPLE;
const hash = sha256Hex(serverSeed);
const seedsOf = (clientSeed: string) => ({ serverSeed, clientSeed, nonce: 1 });

describe('the scheduled replay registry', () => {
  it('replays a fight: the card from nonce 0, the winner from nonce 1, the bet paid at its taken odds', () => {
    const clientSeed = 'c:DEMO|SV3|SV3_A01#9812345';
    const card = drawFightCard(fairStream(serverSeed, clientSeed, 0));
    const fight = drawFightResult(fairStream(serverSeed, clientSeed, 1));
    const { seedMatches, replay } = verifyRound(seedsOf(clientSeed), hash, {
      game: 'scheduled-cockfight',
      bet: { pick: 'meron', stake: 10_000, odds: 17_400 },
    });
    expect(seedMatches).toBe(true);
    expect(replay.outcome).toMatchObject({ detail: card, result: fight });
    expect(replay.outcome.payout).toBe({ meron: 17_400, wala: 0, draw: 10_000 }[fight.winner]);
    expect(() => replayScheduled('scheduled-cockfight', serverSeed, clientSeed, { pick: 'tie', stake: 1, odds: 19_000 })).toThrow(
      RangeError,
    );
    expect(() => replayScheduled('scheduled-cockfight', serverSeed, clientSeed, { pick: 'draw', stake: 1, odds: 9_000 })).toThrow(
      RangeError,
    );
  });

  it('replays a draw: its prize numbers from nonce 1, a đề on the special prize paying 95×, a miss nothing', () => {
    const clientSeed = 'c:DEMO|VNL|VNL_HN#44';
    const numbers = drawLottery(fairStream(serverSeed, clientSeed, 1), 18);
    const special = Number(numbers[0]!.slice(-2));
    const won = replayScheduled('scheduled-lottery', serverSeed, clientSeed, { type: 'DE2', number: special, prizes: 18, stake: 1_000 });
    expect(won).toMatchObject({ result: { numbers }, outcome: 'WON', payout: 95_000 });
    const lost = replayScheduled('scheduled-lottery', serverSeed, clientSeed, {
      type: 'DE2',
      number: (special + 1) % 100,
      prizes: 18,
      stake: 1_000,
    });
    expect(lost).toMatchObject({ outcome: 'LOST', payout: 0 });
    expect(() => replayScheduled('scheduled-lottery', serverSeed, clientSeed, { type: 'DE2', number: 5, prizes: 0, stake: 1 })).toThrow(
      RangeError,
    );
  });

  it('replays a fixture: teams and prices from nonce 0 by the round number, the match from nonce 1', () => {
    const clientSeed = 'c:DEMO|ARENABET|ARENABET_PFL#7412345';
    const fixture = prepareFixture(leagueOfKey('PFL')!, 7_412_345, fairStream(serverSeed, clientSeed, 0));
    const match = playFixture(fixture, fairStream(serverSeed, clientSeed, 1));
    const replay = replayScheduled('scheduled-sports', serverSeed, clientSeed, { league: 'PFL', market: '1', stake: 1_000 });
    expect(replay).toMatchObject({ detail: fixture, result: match });
    const wins = marketWins(fixture, '1', match);
    expect(replay.payout).toBe(wins === null ? 1_000 : wins ? Math.floor((1_000 * fixture.prices['1']!) / 10_000) : 0);
    // A price that moved with the book: the recorded price, or the book the bet was taken on (the
    // payouts owed on each market) with its stake, prices a winning bet (the seed fixes which market
    // won: one of over and under always does).
    const won = (['1', 'X', '2', 'O', 'U'] as SportsMarket[]).find((market) => marketWins(fixture, market, match) === true)!;
    const book = { [won]: 1_500_000 };
    const moved = sportsPrice(fixture, won, book, 1_000)!;
    expect(moved).toBeLessThan(fixture.prices[won]!);
    const bet = { league: 'PFL', market: won, stake: 1_000 };
    expect(replayScheduled('scheduled-sports', serverSeed, clientSeed, { ...bet, book }).payout).toBe(Math.floor((1_000 * moved) / 10_000));
    expect(replayScheduled('scheduled-sports', serverSeed, clientSeed, { ...bet, price: 23_400 }).payout).toBe(2_340);
    expect(() =>
      replayScheduled('scheduled-sports', serverSeed, clientSeed, { league: 'PFL', market: '1', stake: 1, book: { Z: 1 } }),
    ).toThrow(/the book/);
    expect(() => replayScheduled('scheduled-sports', serverSeed, clientSeed, { league: 'NOPE', market: '1', stake: 1 })).toThrow(
      RangeError,
    );
    expect(() => replayScheduled('scheduled-sports', serverSeed, clientSeed, { league: 'PBL', market: 'X', stake: 1 })).toThrow(
      /no market X/,
    );
    expect(() => replayScheduled('scheduled-sports', serverSeed, 'line', { league: 'PBL', market: '1', stake: 1 })).toThrow(RangeError);
  });

  it("replays a shared crash round: the built-in Crash's point from nonce 0, a target paid when reached", () => {
    const clientSeed = 'c:DEMO|NEONSLOT|NEONSLOT_0003#901';
    const point = crashPoint(fairStream(serverSeed, clientSeed, 0));
    const replay = replayScheduled('scheduled-crash', serverSeed, clientSeed, { stake: 1_000, cashOutAt: 101 });
    expect(replay.detail).toEqual({ crashPoint: point });
    expect(replay).toMatchObject({ outcome: point >= 101 ? 'WON' : 'LOST', payout: point >= 101 ? 1_010 : 0 });
    // No cash-out plays for the cap.
    expect(replayScheduled('scheduled-crash', serverSeed, clientSeed, { stake: 1_000 }).payout).toBe(point >= 5_000 ? 50_000 : 0);
  });

  it('reads the old names of the lottery and the sports books as the scheduled ones, and nothing else as scheduled', () => {
    expect(scheduledFairGameOf('studio-lottery')).toBe('scheduled-lottery');
    expect(scheduledFairGameOf('studio-sports')).toBe('scheduled-sports');
    expect(scheduledFairGameOf('scheduled-cockfight')).toBe('scheduled-cockfight');
    expect(scheduledFairGameOf('studio-slot')).toBeNull();
    expect(scheduledFairGameOf('crash')).toBeNull();
    // An old link replays exactly as the new one.
    const clientSeed = 'c:DEMO|VNL|VNL_HN#45';
    const bet = { type: 'BIG', prizes: 18, stake: 1_000 };
    const old = verifyRound(seedsOf(clientSeed), hash, { game: 'studio-lottery', bet } as never);
    expect(old.replay).toEqual({ game: 'scheduled-lottery', outcome: replayScheduled('scheduled-lottery', serverSeed, clientSeed, bet) });
  });

  it("turns a stored leg into the verifier's bet, and every game's sample bet replays", () => {
    expect(scheduledBetOfLeg('scheduled-cockfight', { pick: 'wala', stake: 500, odds: 20_900, detail: {}, cashedOut: null })).toEqual({
      pick: 'wala',
      stake: 500,
      odds: 20_900,
    });
    expect(
      scheduledBetOfLeg('scheduled-lottery', {
        pick: { type: 'LO2', number: 7 },
        stake: 100,
        odds: 1,
        detail: { prizes: 10 },
        cashedOut: null,
      }),
    ).toEqual({ type: 'LO2', number: 7, prizes: 10, stake: 100 });
    expect(
      scheduledBetOfLeg('scheduled-sports', {
        pick: { market: 'O', league: 'Philippines Football League' },
        stake: 100,
        odds: 18_500,
        detail: {},
        cashedOut: null,
      }),
    ).toEqual({ league: 'PFL', market: 'O', stake: 100, price: 18_500 });
    // A crash bet cashed out by hand at 1.37x replays as a cash-out there.
    expect(scheduledBetOfLeg('scheduled-crash', { pick: { auto: null }, stake: 1_000, odds: 1, detail: {}, cashedOut: 1_370 })).toEqual({
      stake: 1_000,
      cashOutAt: 137,
    });
    expect(scheduledBetOfLeg('scheduled-crash', { pick: { auto: 250 }, stake: 1_000, odds: 1, detail: {}, cashedOut: null })).toEqual({
      stake: 1_000,
      cashOutAt: 250,
    });
    for (const game of SCHEDULED_FAIR_GAMES)
      expect(replayScheduled(game, serverSeed, 'c:DEMO|X|X_PFL#3', scheduledSampleBet(game)).payout).toBeGreaterThanOrEqual(0);
    expect(roundNoOf('c:DEMO|X|X_1#42')).toBe(42);
  });
});
