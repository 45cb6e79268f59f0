import { describe, expect, it } from 'vitest';
import { fairStream } from './fair-stream';
import { createServerSeed } from './seeds';
import {
  ABANDON_PERCENT,
  leagueOfKey,
  marketWins,
  playFixture,
  prepareFixture,
  replaySportsBet,
  replaySportsFixture,
  SPORTS_LEAGUES,
  SPORTS_ODDS_SCALE,
} from './studio-sports';
import { verifyRound } from './verify-round';
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
      game: 'studio-sports',
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
          expect(replaySportsBet(seed, `line#${n}`, { league: league.key, market: '1', stake: 500 }).payout).toBe(500);
          continue;
        }
        const last = result.events[result.events.length - 1];
        expect(last ? [last.home, last.away] : [0, 0]).toEqual([result.home, result.away]);
        if (league.sport !== 'football') expect(result.home).not.toBe(result.away);
      }
    expect(abandoned).toBeGreaterThan(0);
    expect(abandoned / runs).toBeLessThan((ABANDON_PERCENT * 3) / 100);
  });

  it('refuses a bet the verifier cannot replay', () => {
    expect(() => replaySportsBet('s', 'line#1', { league: 'NOPE', market: '1', stake: 1 })).toThrow(RangeError);
    expect(() => replaySportsBet('s', 'line#1', { league: 'PBL', market: 'X', stake: 1 })).toThrow(/no market X/);
    expect(() => replaySportsBet('s', 'line', { league: 'PBL', market: '1', stake: 1 })).toThrow(RangeError);
  });
});
