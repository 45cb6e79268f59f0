import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { leagueOfKey, replaySportsFixture, type SportsFixture, type SportsResult } from '@panalo/contract/fair/studio-sports';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import type { Studio } from '../../studio-context';
import { inProcessStudio } from '../../studio-in-process';
import { ODDS_SCALE } from '../scheduled-game';
import { runScheduledStep } from '../scheduled-settlement.service';

/**
 * The sports book through the studio's API on the injected clock: a vendor with two leagues
 * (football every 4 minutes, Mobile Legends every 3), bets on their fixtures, cash-out before
 * kick-off, and an abandoned fixture's void legs.
 */
const VENDOR = 'BOOKTEST';
const FOOTBALL = `${VENDOR}_PFL`;
const MOBA = `${VENDOR}_MPL`;

interface PublicRound {
  roundId: string;
  roundNo: number;
  closesAt: number;
  decidesAt: number;
  status: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  detail: SportsFixture;
  result?: SportsResult;
  inPlay?: { abandoned?: boolean; events?: { at: number; home: number; away: number }[] };
}

describe(`sports book at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    const league = (code: string, key: string, sortOrder: number) =>
      catalogueGame(VENDOR, code, leagueOfKey(key)!.name, { gameType: 'SPORTS', gameClassify: 'TG', minLineNum: 0, sortOrder });
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [{ code: VENDOR, name: 'Book Test', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
        games: [
          catalogueGame(VENDOR, `${VENDOR}_LOBBY`, 'Book Test', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true, minLineNum: 0 }),
          league(FOOTBALL, 'PFL', 1),
          league(MOBA, 'MPL', 2),
        ],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const lobby = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=VASSALAGE` })).json().value.games;
    nodeId = (lobby as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(async () => t.close());

  /** A funded member who opened the book from its vendor card: the wallet token and the game token. */
  async function player(balance = 100_000) {
    const { token } = await fundedMember(t, `book${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    const game = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    return { token, game };
  }
  const schedule = async (game: string) => {
    const answer = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${game}` })).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value as { now: number; live: PublicRound[]; results: PublicRound[] };
  };
  const open = async (game: string) => (await schedule(game)).live.filter((round) => round.closesAt > t.clock.now());
  const bet = (token: string, stake: number, legs: { game: string; roundId: string; market: string }[], requestKey: string) =>
    t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/bets`,
      payload: {
        token,
        requestKey,
        stake,
        legs: legs.map((leg) => ({ game: leg.game, roundId: leg.roundId, pick: { market: leg.market } })),
      },
    });
  const betsOf = async (game: string) =>
    (await t.request({ method: 'GET', url: `/studio/${VENDOR}/bets?token=${game}` })).json().value as {
      balance: number;
      bets: { betId: string; status: string; outcome: string; payout: number; legs: { outcome: string; odds: number }[] }[];
    };
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  /** Moves the clock to just after the round's decision time and runs the scheduler's step. */
  async function through(round: { decidesAt: number }) {
    const now = t.clock.now();
    if (now < round.decidesAt + 1) t.clock.advance(round.decidesAt + 1 - now);
    await runScheduledStep(studio);
  }
  /** What a fixture will turn out as: its committed seed replayed (the test reads the studio's store). */
  async function fateOf(round: PublicRound): Promise<SportsResult> {
    const row = await studio.db
      .selectFrom('studio_scheduled_rounds')
      .select('server_seed')
      .where('round_id', '=', round.roundId)
      .executeTakeFirstOrThrow();
    return replaySportsFixture(row.server_seed, round.clientSeed, leagueOfKey(round.clientSeed.includes(MOBA) ? 'MPL' : 'PFL')!).result;
  }

  it('lists the leagues behind the vendor card and opens the book at its first league from the card', async () => {
    const games = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME` })).json().value.games as {
      gameCode: string;
    }[];
    expect(games.map((game) => game.gameCode)).toEqual([FOOTBALL, MOBA]);
    const { game } = await player();
    const page = await t.request({ method: 'GET', url: `/studio/${VENDOR}/play?game=${VENDOR}_LOBBY&token=${game}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-testid="sports-league-${FOOTBALL}"`);
    expect(page.body).toContain(`data-testid="sports-league-${MOBA}"`);
    expect(page.body).toContain('Bet slip');
  });

  it('opens fixtures on the clock with teams and prices, closes them at kick-off, plays them out and reveals a seed that replays them', async () => {
    const first = await schedule(FOOTBALL);
    expect(first.results).toHaveLength(10);
    const fixture = first.live.find((round) => round.closesAt > t.clock.now())!;
    expect(fixture.detail.home).not.toBe(fixture.detail.away);
    expect(Object.keys(fixture.detail.prices).sort()).toEqual(['1', '2', 'O', 'U', 'X']);
    expect(fixture.serverSeed).toBeUndefined();
    // Fixtures every four minutes, six of them open ahead.
    expect((await open(FOOTBALL)).length).toBeGreaterThanOrEqual(5);

    const { token, game } = await player();
    const taken = (await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '1' }], 'book-single-1')).json();
    expect(taken.success, JSON.stringify(taken)).toBe(true);
    expect(taken.value.legs[0].odds).toBe(fixture.detail.prices['1']);
    expect(await balanceOf(token)).toBe(99_000);
    const wrong = await bet(game, 1_000, [{ game: MOBA, roundId: (await open(MOBA))[0]!.roundId, market: 'X' }], 'book-no-draw');
    expect(wrong.json().code).toBe('VALIDATION_FAILED');

    // Kick-off: no more bets, and the running score shows while the match is played.
    t.clock.advance(fixture.closesAt - t.clock.now() + 1);
    const late = await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '2' }], 'book-late');
    expect(late.json().code).toBe('BET_CLOSED');
    const playing = (await schedule(FOOTBALL)).live.find((round) => round.roundId === fixture.roundId)!;
    expect(playing.inPlay).toBeDefined();
    expect(playing.result).toBeUndefined();

    await through(fixture);
    const decided = (await schedule(FOOTBALL)).results.find((round) => round.roundId === fixture.roundId)!;
    expect(sha256Hex(decided.serverSeed!)).toBe(fixture.serverSeedHash);
    const replay = replaySportsFixture(decided.serverSeed!, decided.clientSeed, leagueOfKey('PFL')!);
    expect(replay.fixture).toEqual(fixture.detail);
    expect(decided.result).toEqual(replay.result);
    const result = replay.result;
    const payout = result.abandoned
      ? 1_000
      : result.home > result.away
        ? Math.floor((1_000 * fixture.detail.prices['1']!) / ODDS_SCALE)
        : 0;
    expect(await balanceOf(token)).toBe(99_000 + payout);
    const mine = await betsOf(game);
    expect(mine.balance).toBe(99_000 + payout);
    expect(mine.bets[0]).toMatchObject({ status: 'PAID', payout });
  });

  it('pays a parlay across two leagues with an abandoned fixture as the other leg alone, and refunds a single on it', async () => {
    // Move on a period at a time until an open fixture is one its committed seed abandons (3 in 100).
    let abandoned: { game: string; round: PublicRound } | undefined;
    for (let step = 0; !abandoned && step < 120; step += 1) {
      for (const league of [FOOTBALL, MOBA])
        for (const round of await open(league))
          if (!abandoned && round.closesAt - t.clock.now() > 60_000 && (await fateOf(round)).abandoned) abandoned = { game: league, round };
      if (!abandoned) {
        t.clock.advance(180_000);
        await runScheduledStep(studio);
      }
    }
    expect(abandoned).toBeDefined();
    // The member comes once the clock has moved (a session of hours ago would have expired).
    const { token, game } = await player();
    const otherLeague = abandoned!.game === FOOTBALL ? MOBA : FOOTBALL;
    const partner = (await open(otherLeague)).find((round) => round.closesAt > t.clock.now() + 1_000)!;
    const start = await balanceOf(token);
    const parlay = (
      await bet(
        game,
        1_000,
        [
          { game: abandoned!.game, roundId: abandoned!.round.roundId, market: '1' },
          { game: otherLeague, roundId: partner.roundId, market: 'O' },
        ],
        'book-parlay',
      )
    ).json();
    expect(parlay.success, JSON.stringify(parlay)).toBe(true);
    const single = (
      await bet(game, 500, [{ game: abandoned!.game, roundId: abandoned!.round.roundId, market: '2' }], 'book-void-single')
    ).json();
    expect(single.success).toBe(true);
    await through(abandoned!.round.decidesAt > partner.decidesAt ? abandoned!.round : partner);
    await runScheduledStep(studio);

    const partnerResult = await fateOf(partner);
    const overWon = !partnerResult.abandoned && (partnerResult.home + partnerResult.away) * 10 > partner.detail.totalTenths;
    const parlayPays = partnerResult.abandoned ? 1_000 : overWon ? Math.floor((1_000 * partner.detail.prices.O!) / ODDS_SCALE) : 0;
    expect(await balanceOf(token)).toBe(start - 1_500 + parlayPays + 500);
    const mine = await betsOf(game);
    const placedParlay = mine.bets.find((one) => one.betId === parlay.value.betId)!;
    expect(placedParlay.legs.find((leg) => leg.outcome === 'VOID')).toBeDefined();
    expect(mine.bets.find((one) => one.betId === single.value.betId)).toMatchObject({ status: 'PAID', outcome: 'VOID', payout: 500 });
    const shown = (await schedule(abandoned!.game)).results.find((round) => round.roundId === abandoned!.round.roundId);
    expect(shown?.result).toEqual({ abandoned: true });
  });

  it('cashes out before kick-off once, even asked in parallel, refuses after kick-off, and never pays that bet again', async () => {
    const { token, game } = await player();
    const [first, second] = await open(MOBA);
    const cashed = (await bet(game, 10_000, [{ game: MOBA, roundId: first!.roundId, market: '1' }], 'book-cash-1')).json().value;
    const kept = (await bet(game, 10_000, [{ game: MOBA, roundId: second!.roundId, market: '2' }], 'book-cash-2')).json().value;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({ method: 'POST', url: `/studio/${VENDOR}/bets/${cashed.betId}/cash-out`, payload: { token: game } }),
      ),
    );
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.json().success)) expect(answer.json().code).toBe('CASH_OUT_UNAVAILABLE');
    expect(await balanceOf(token)).toBe(100_000 - 20_000 + 9_500);

    // After the second fixture's kick-off its bet rides to the end.
    t.clock.advance(second!.closesAt - t.clock.now() + 1);
    const refused = await t.request({ method: 'POST', url: `/studio/${VENDOR}/bets/${kept.betId}/cash-out`, payload: { token: game } });
    expect(refused.json().code).toBe('CASH_OUT_UNAVAILABLE');

    await through(second!);
    await runScheduledStep(studio);
    const mine = await betsOf(game);
    expect(mine.bets.find((one) => one.betId === cashed.betId)).toMatchObject({ status: 'PAID', outcome: 'CASHED_OUT', payout: 9_500 });
    const keptPaid = mine.bets.find((one) => one.betId === kept.betId)!;
    expect(keptPaid.status).toBe('PAID');
    expect(await balanceOf(token)).toBe(100_000 - 20_000 + 9_500 + keptPaid.payout);
    await checkLedger(t.app.ctx.db);
  });
});
