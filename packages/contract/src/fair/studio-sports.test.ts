import { describe, expect, it } from 'vitest';
import { fairStream } from './fair-stream';
import { createServerSeed } from './seeds';
import {
  ABANDON_PERCENT,
  leagueOfKey,
  MIN_SPORTS_ODDS,
  marketWins,
  playFixture,
  prepareFixture,
  replaySportsFixture,
  SPORTS_LEAGUES,
  SPORTS_ODDS_SCALE,
} from './studio-sports';
import { sportsPrice, sportsPrices } from './sports-book';
import { verifyRound } from './verify-round';
import { replayScheduled } from './scheduled-replay';
import { sha256Hex } from './fair-bytes';

describe('the studio sports books, replayed', () => {
  it('replays a fixture and its match from the seeds the studio made them with', () => {
    const serverSeed = createServerSeed();
    const clientSeed = 'c:DEMO|ARENABET|ARENABET_PFL#7412345';
    const league = leagueOfKey('PFL')!;
    const fixture = prepareFixture(league, 7412345, fairStream(serverSeed, clientSeed, 0));
    const result = playFixture(fixture, fairStream(serverSeed, clientSeed, 1));
    expect(replaySportsFixture(serverSeed, clientSeed, league)).toEqual({ fixture, result });
    const { seedMatches, replay } = verifyRound({ serverSeed, clientSeed, nonce: 1 }, sha256Hex(serverSeed), {
      game: 'scheduled-sports',
      bet: { league: 'PFL', market: 'X', stake: 1_000 },
    });
    expect(seedMatches).toBe(true);
    const wins = marketWins(fixture, 'X', result);
    expect(replay.outcome.payout).toBe(wins === null ? 1_000 : wins ? Math.floor((1_000 * fixture.prices.X!) / SPORTS_ODDS_SCALE) : 0);
  });

  it('draws two different teams, fair prices with the margin, a score the events end on, and abandons about 3 in 100', () => {
    let abandoned = 0;
    const runs = 600;
    for (const league of SPORTS_LEAGUES)
      for (let n = 0; n < runs / SPORTS_LEAGUES.length; n += 1) {
        const seed = `seed-${league.key}-${n}`;
        const { fixture, result } = replaySportsFixture(seed, `line#${n}`, league);
        expect(fixture.home).not.toBe(fixture.away);
        // Every price is a decimal on the 0.01 grid above evens-minus; the book keeps a margin on 1/2 (and X).
        const implied = (['1', 'X', '2'] as const).reduce(
          (sum, market) => sum + (fixture.prices[market] ? SPORTS_ODDS_SCALE / fixture.prices[market] : 0),
          0,
        );
        expect(implied).toBeGreaterThan(1);
        for (const odds of Object.values(fixture.prices)) expect(odds % 100).toBe(0);
        if (result.abandoned) {
          abandoned += 1;
          continue;
        }
        const last = result.events[result.events.length - 1];
        expect(last ? [last.home, last.away] : [0, 0]).toEqual([result.home, result.away]);
        if (league.sport !== 'football') expect(result.home).not.toBe(result.away);
      }
    expect(abandoned).toBeGreaterThan(0);
    expect(abandoned / runs).toBeLessThan((ABANDON_PERCENT * 3) / 100);
  });

  it('moves a price with the payouts owed on its market group only, keeping the margin, and quotes the opening prices on an empty book', () => {
    for (const league of SPORTS_LEAGUES) {
      // Fixed seeds: a random fixture can open with a heavy favourite already near the floor, which cannot move lower.
      const fixture = prepareFixture(league, 7, fairStream(`book-${league.key}`, `${league.key}#7`, 0));
      expect(fixture.prices['1']!).toBeGreaterThan(MIN_SPORTS_ODDS);
      expect(sportsPrices(fixture, {})).toEqual(fixture.prices);
      const moved = sportsPrices(fixture, { '1': 1_000_000 });
      expect(moved['1']!).toBeLessThan(fixture.prices['1']!);
      expect(moved['1']!).toBeGreaterThanOrEqual(MIN_SPORTS_ODDS);
      expect(moved['2']!).toBeGreaterThan(fixture.prices['2']!);
      expect(moved.O).toBe(fixture.prices.O);
      // The same payout owed on every market of a group moves nothing: the book is even whatever wins.
      const sides = Object.keys(fixture.prices).filter((market) => market !== 'O' && market !== 'U');
      const even = Object.fromEntries(sides.map((market) => [market, 3_000_000]));
      expect(sportsPrices(fixture, even)).toEqual(fixture.prices);
      const overround = sides.reduce((sum, market) => sum + SPORTS_ODDS_SCALE / moved[market as '1']!, 0);
      expect(overround).toBeGreaterThan(1.05);
      expect(overround).toBeLessThan(1.08);
      if (league.sport !== 'football') expect(() => sportsPrice(fixture, 'X', {})).toThrow(RangeError);
    }
  });

  it('prices a stake at the price it moves to, and takes no stake that would price a market under 1.01', () => {
    const fixture = prepareFixture(leagueOfKey('PFL')!, 7, fairStream('book-PFL', 'PFL#7', 0));
    const small = sportsPrice(fixture, '1', {}, 1_000)!;
    const big = sportsPrice(fixture, '1', {}, 5_000_000)!;
    expect(small).toBeLessThanOrEqual(fixture.prices['1']!);
    expect(big).toBeLessThan(small);
    // A big stake takes the prices it moves through on its way, down to where its own payout leaves the book.
    const after = sportsPrice(fixture, '1', { '1': Math.floor((5_000_000 * big) / SPORTS_ODDS_SCALE) })!;
    expect(big).toBeGreaterThanOrEqual(after);
    // Far enough past a market, the book takes no more on it, and says so rather than paying 1.01.
    const pushed = { '1': 200_000_000 };
    expect(sportsPrice(fixture, '1', pushed)).toBeNull();
    expect(sportsPrice(fixture, '1', pushed, 1_000)).toBeNull();
    expect(sportsPrice(fixture, '2', pushed)).toBe(500_000);
  });

  it('refuses a bet the verifier cannot replay', () => {
    expect(() => replayScheduled('scheduled-sports', 's', 'line#1', { league: 'NOPE', market: '1', stake: 1 })).toThrow(RangeError);
    expect(() => replayScheduled('scheduled-sports', 's', 'line#1', { league: 'PBL', market: 'X', stake: 1 })).toThrow(/no market X/);
    expect(() => replayScheduled('scheduled-sports', 's', 'line', { league: 'PBL', market: '1', stake: 1 })).toThrow(RangeError);
  });
});
