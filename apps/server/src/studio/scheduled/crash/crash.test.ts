import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msToReach, multiplierAt } from '@panalo/contract/fair/crash-round';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { replayRound } from '@panalo/contract/fair/verify-round';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import type { Studio } from '../../studio-context';
import { inProcessStudio } from '../../studio-in-process';
import { runScheduledStep, runScheduledStepUnlocked } from '../scheduled-settlement.service';

/**
 * The shared crash round through the studio's API, on the injected clock: rounds every 20 s with
 * the crash point kept out of the schedule, hand cash-outs before the crash (once) and refused at
 * it, auto cash-outs paid at the decision (once, with two processes stepping), and a revealed seed
 * the verifier's crash replay turns into the same crash point.
 */
const VENDOR = 'CRASHTEST';
const GAME = 'CRASH_ONE';

interface TableBet {
  betId: string;
  player: string;
  stake: number;
  payout: number;
  status: string;
  outcome: string | null;
  pick: { auto?: number };
}
interface PublicRound {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number | null;
  detail: Record<string, unknown>;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: { crashPoint: number; stoppedAt: number };
  bets?: TableBet[];
}

describe(`the shared crash round (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [{ code: VENDOR, name: 'Crash Test', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
        games: [catalogueGame(VENDOR, GAME, 'Rocket Crash', { gameClassify: 'CR', minLineNum: 0, minBet: 100 })],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    nodeId = (list as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  async function player(balance = 100_000) {
    const { token } = await fundedMember(t, `crash${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    const url = new URL(launched.json().value.url, 'http://site.test');
    return { token, game: url.searchParams.get('token')!, page: `${url.pathname}${url.search}` };
  }
  const schedule = async () => {
    const answer = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${GAME}` })).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value as { now: number; live: PublicRound[]; results: PublicRound[] };
  };
  const bet = (game: string, stake: number, roundId: string, auto: number | null, requestKey: string) =>
    t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/bets`,
      payload: { token: game, requestKey, stake, legs: [{ game: GAME, roundId, pick: auto === null ? {} : { auto } }] },
    });
  const cashOut = (game: string, betId: string) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/bets/${betId}/cash-out`, payload: { token: game } });
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  const to = async (at: number) => {
    if (t.clock.now() < at) t.clock.advance(at - t.clock.now());
  };
  /** The round taking bets now. */
  const betting = async () => (await schedule()).live.find((round) => round.opensAt <= t.clock.now() && t.clock.now() < round.closesAt);
  /**
   * The test knows what no page does: a round's crash point, read from the studio's own record, so
   * it can act just before and at the crash.
   */
  const secretCrashPoint = async (roundId: string) => {
    const row = await studio.db
      .selectFrom('studio_scheduled_rounds')
      .select('detail')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.detail) as { crashPoint: number }).crashPoint;
  };
  /** The next round taking bets whose crash point is between `low` and `high` (hundredths): a round every 20 s. */
  async function roundCrashingBetween(low: number, high: number) {
    for (let tries = 0; tries < 60; tries += 1) {
      const round = await betting();
      if (round && (await secretCrashPoint(round.roundId)) >= low && (await secretCrashPoint(round.roundId)) <= high)
        return { round, crashPoint: await secretCrashPoint(round.roundId) };
      // On to the next round's opening: bets are taken from 9 s before each 20 s mark.
      await to((Math.floor((t.clock.now() + 9_000) / 20_000) + 1) * 20_000 - 9_000);
      await runScheduledStep(studio);
    }
    throw new Error('no such round in 60 tries');
  }

  it('opens a round every 20 s for 9 s of bets, shows its seed hash but neither its crash point nor its end, and draws the page', async () => {
    const { page } = await player();
    const html = await t.request({ method: 'GET', url: page });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="crash-stage"');
    const state = await schedule();
    expect(state.results).toHaveLength(10);
    for (const result of state.results) {
      expect(sha256Hex(result.serverSeed!)).toBe(result.serverSeedHash);
      expect(result.result!.crashPoint).toBeGreaterThanOrEqual(100);
    }
    await to((Math.floor((t.clock.now() + 9_000) / 20_000) + 1) * 20_000 - 9_000);
    const round = (await betting())!;
    expect(round.closesAt % 20_000).toBe(0);
    expect(round.closesAt - round.opensAt).toBe(9_000);
    expect(round.detail).toEqual({});
    expect(round.decidesAt).toBeNull();
    expect(round.serverSeed).toBeUndefined();
    expect(JSON.stringify(state.live)).not.toContain('crashPoint');
  });

  it('cashes out by hand while it climbs (once), refuses before the start and at the crash, and pays an auto cash-out at the decision', async () => {
    const { round, crashPoint } = await roundCrashingBetween(150, 4_000);
    const hand = await player();
    const auto = await player();
    const greedy = await player();
    const late = await player();
    const placed = async (who: { game: string }, stake: number, pick: number | null, key: string) => {
      const answer = (await bet(who.game, stake, round.roundId, pick, key)).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      return answer.value as { betId: string; balance: number };
    };
    const handBet = await placed(hand, 1_000, null, 'crash-hand');
    const autoBet = await placed(auto, 2_000, 120, 'crash-auto');
    const greedyBet = await placed(greedy, 1_000, crashPoint + 1, 'crash-greedy');
    const lateBet = await placed(late, 1_000, null, 'crash-late');
    expect(handBet.balance).toBe(99_000);

    // Every player sees every bet on the round, by a mark and never a token.
    const table = (await schedule()).live.find((one) => one.roundId === round.roundId)!.bets!;
    expect(table.map((one) => one.betId).sort()).toEqual([handBet.betId, autoBet.betId, greedyBet.betId, lateBet.betId].sort());
    expect(JSON.stringify(table)).not.toContain(hand.game);
    expect(table.find((one) => one.betId === autoBet.betId)!.pick).toEqual({ auto: 120 });

    // Not before the start.
    expect((await cashOut(hand.game, handBet.betId)).json().code).toBe('CASH_OUT_UNAVAILABLE');
    await to(round.closesAt);
    expect((await bet(late.game, 1_000, round.roundId, null, 'crash-too-late')).json().code).toBe('BET_CLOSED');

    // Climbing past 1.30x (below the crash point): the hand bet cashes out at the multiplier of the moment, once.
    await to(round.closesAt + msToReach(130));
    const multiplier = multiplierAt(t.clock.now() - round.closesAt);
    expect(multiplier).toBeLessThan(crashPoint);
    const answers = await Promise.all([
      cashOut(hand.game, handBet.betId),
      cashOut(hand.game, handBet.betId),
      cashOut(hand.game, handBet.betId),
    ]);
    const won = answers.filter((answer) => answer.json().success);
    expect(won).toHaveLength(1);
    expect(won[0]!.json().value).toMatchObject({ outcome: 'CASHED_OUT', payout: (1_000 * multiplier) / 100, status: 'PAID' });
    expect(await balanceOf(hand.token)).toBe(99_000 + (1_000 * multiplier) / 100);
    // The auto cash-out at 1.20x is behind: it is not cashed out again by hand.
    expect((await cashOut(auto.game, autoBet.betId)).json().code).toBe('CASH_OUT_UNAVAILABLE');
    // Still climbing, the round is not decided and its end stays hidden.
    const climbing = (await schedule()).live.find((one) => one.roundId === round.roundId)!;
    expect(climbing.decidesAt).toBeNull();
    expect(climbing.bets!.find((one) => one.betId === handBet.betId)).toMatchObject({ outcome: 'CASHED_OUT', status: 'PAID' });

    // At the crash: too late, even before any process has decided the round.
    await to(round.closesAt + msToReach(crashPoint));
    expect((await cashOut(late.game, lateBet.betId)).json().code).toBe('CASH_OUT_UNAVAILABLE');

    // Two processes step at once: the round is decided and the auto cash-out paid once.
    const peer = inProcessStudio(await t.peer(), t.app.ctx.db);
    await Promise.all([runScheduledStepUnlocked(studio), runScheduledStepUnlocked(peer)]);
    await runScheduledStep(studio);
    expect(await balanceOf(auto.token)).toBe(98_000 + 2_400);
    expect(await balanceOf(greedy.token)).toBe(99_000);
    expect(await balanceOf(late.token)).toBe(99_000);
    expect(await balanceOf(hand.token)).toBe(99_000 + (1_000 * multiplier) / 100);

    const decided = (await schedule()).results.find((one) => one.roundId === round.roundId)!;
    expect(decided.result).toEqual({ crashPoint, stoppedAt: crashPoint });
    expect(decided.decidesAt).toBe(round.closesAt + msToReach(crashPoint));
    const outcomes = Object.fromEntries(decided.bets!.map((one) => [one.betId, [one.status, one.outcome, one.payout]]));
    expect(outcomes).toEqual({
      [handBet.betId]: ['PAID', 'CASHED_OUT', (1_000 * multiplier) / 100],
      [autoBet.betId]: ['PAID', 'WON', 2_400],
      [greedyBet.betId]: ['PAID', 'LOST', 0],
      [lateBet.betId]: ['PAID', 'LOST', 0],
    });
    // The verifier's crash replay with the revealed seed, the round's client seed and nonce 0 gives the same point.
    expect(sha256Hex(decided.serverSeed!)).toBe(round.serverSeedHash);
    const replay = replayRound(
      { serverSeed: decided.serverSeed!, clientSeed: decided.clientSeed, nonce: 0 },
      { game: 'crash', bet: { amount: 2_000, cashOutAt: 120 } },
    );
    expect(replay).toMatchObject({ outcome: { crashPoint, payout: 2_400 } });
    await checkLedger(t.app.ctx.db);
  });

  it('refuses an auto cash-out out of range and a stake off the line, taking nothing', async () => {
    const one = await player(10_000);
    const round = (await roundCrashingBetween(100, 1_000_000)).round;
    for (const [stake, auto] of [
      [1_000, 100],
      [1_000, 5_001],
      [50, null],
      [100_000_000, null],
    ] as const) {
      const answer = await bet(one.game, stake, round.roundId, auto, `crash-bad-${stake}-${auto}`);
      expect(answer.json().success).toBe(false);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect(await balanceOf(one.token)).toBe(10_000);
  });
});
