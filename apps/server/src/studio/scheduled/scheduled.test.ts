import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { SCHEDULED_GAME_RULES, studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { PlatformClient } from '../platform-client';
import type { Studio } from '../studio-context';
import { inProcessStudio } from '../studio-in-process';
import { SCHEDULED_GAMES } from './registry';
import { defineScheduledGame, ODDS_SCALE, type RoundView } from './scheduled-game';
import { runScheduledStep, runScheduledStepUnlocked } from './scheduled-settlement.service';

/**
 * The scheduler told with a game of its own: a coin called heads or tails at 1.90, a round a minute
 * (bets from 150 s before it, decided 5 s after), every 7th round abandoned (its legs void), parlays
 * of up to three rounds, and a cash-out at 90% before the start.
 */
const VENDOR = 'SCHEDTEST';
type Side = 'H' | 'T';
type CoinResult = { void: true } | { void: false; side: Side };
const decideCoin = (round: RoundView, stream: ReturnType<typeof fairStream>): CoinResult =>
  round.roundNo % 7 === 0 ? { void: true } : { void: false, side: stream.nextUint32() % 2 === 0 ? 'H' : 'T' };
const coin = defineScheduledGame({
  game: 'test',
  line: () => ({ game: 'test', periodMs: 60_000, openAheadMs: 150_000, runMs: 5_000, minBet: 100, maxBet: 100_000, maxLegs: 3 }),
  prepare: (_line, roundNo) => ({ title: `Toss ${roundNo}` }),
  pick: (_line, _round, body) => {
    const side = (body as { side?: unknown }).side;
    if (side !== 'H' && side !== 'T') throw new RangeError('call heads or tails');
    return { key: side, pick: side as Side };
  },
  odds: () => 19_000,
  decide: (_line, round, stream) => decideCoin(round, stream),
  leg: (_line, _round, pick, result: CoinResult) =>
    result.void ? { outcome: 'VOID' } : result.side === pick ? { outcome: 'WON' } : { outcome: 'LOST' },
  cashOut: (_line, legs, stake, now) => (legs.every((leg) => now < leg.round.closesAt) ? Math.floor(stake * 0.9) : null),
  page: (view) => `<!doctype html><title>${view.entry.gameName}</title>`,
});

interface PublicRound {
  roundId: string;
  roundNo: number;
  closesAt: number;
  decidesAt: number;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: CoinResult;
}

describe(`scheduled rounds at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    SCHEDULED_GAMES.set('test', coin);
    SCHEDULED_GAME_RULES.push({ game: 'test', plays: (entry) => entry.vassalage === VENDOR });
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [
          { code: VENDOR, name: 'Schedule Test', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
        ],
        games: [catalogueGame(VENDOR, 'COIN', 'Coin Toss', { gameType: 'SPORTS', gameClassify: 'TG', minLineNum: 0 })],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    nodeId = (list as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(async () => {
    SCHEDULED_GAMES.delete('test');
    SCHEDULED_GAME_RULES.splice(
      SCHEDULED_GAME_RULES.findIndex((rule) => rule.game === 'test'),
      1,
    );
    await t.close();
  });

  /** A funded member with a game session at the coin line: its wallet token and its game token. */
  async function player(balance = 100_000) {
    const { token } = await fundedMember(t, `coin${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    const game = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    return { token, game };
  }
  const schedule = async () => {
    const answer = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=COIN` })).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value as { live: PublicRound[]; results: PublicRound[] };
  };
  const bet = (game: string, stake: number, legs: { roundId: string; side: string }[], requestKey: string) =>
    t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/bets`,
      payload: {
        token: game,
        requestKey,
        stake,
        legs: legs.map((leg) => ({ game: 'COIN', roundId: leg.roundId, pick: { side: leg.side } })),
      },
    });
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  /** Moves the clock to just after the round's decision time and runs the scheduler's step. */
  async function through(round: PublicRound) {
    const now = t.clock.now();
    if (now < round.decidesAt + 1) t.clock.advance(round.decidesAt + 1 - now);
    await runScheduledStep(studio);
  }
  /** The first open round that is not a void one (every 7th), or a void one when asked. */
  const openRound = (live: PublicRound[], voided = false) =>
    live.find((round) => round.closesAt > t.clock.now() && (round.roundNo % 7 === 0) === voided);
  const expectedSide = (round: PublicRound): Side =>
    (decideCoin(round as unknown as RoundView, fairStream(round.serverSeed!, round.clientSeed, 1)) as { side: Side }).side;

  it('opens rounds on the clock with their seed hash, refuses bets after the close, and reveals a seed that gives the result', async () => {
    const first = await schedule();
    // Ten decided rounds at once: a page has results from the start.
    expect(first.results).toHaveLength(10);
    for (const result of first.results) expect(sha256Hex(result.serverSeed!)).toBe(result.serverSeedHash);
    const round = openRound(first.live)!;
    expect(round).toBeDefined();
    expect(round.serverSeed).toBeUndefined();

    const { token, game } = await player();
    const taken = (await bet(game, 1_000, [{ roundId: round.roundId, side: 'H' }], 'coin-bet-1')).json();
    expect(taken.success, JSON.stringify(taken)).toBe(true);
    expect(taken.value.legs[0].odds).toBe(19_000);
    expect(await balanceOf(token)).toBe(99_000);

    t.clock.advance(round.closesAt - t.clock.now());
    const late = await bet(game, 1_000, [{ roundId: round.roundId, side: 'T' }], 'coin-bet-late');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BET_CLOSED');
    expect(await balanceOf(token)).toBe(99_000);

    await through(round);
    const decided = (await schedule()).results.find((result) => result.roundId === round.roundId)!;
    expect(sha256Hex(decided.serverSeed!)).toBe(round.serverSeedHash);
    expect(decided.result).toEqual({ void: false, side: expectedSide(decided) });
    const won = decided.result!.void === false && decided.result!.side === 'H';
    expect(await balanceOf(token)).toBe(99_000 + (won ? 1_900 : 0));
    const mine = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/bets?token=${game}` })).json().value.bets;
    expect(mine[0]).toMatchObject({ status: 'PAID', outcome: won ? 'WON' : 'LOST', payout: won ? 1_900 : 0 });
  });

  it('answers a repeated request with the same bet, and refuses a stake over the balance without taking it', async () => {
    const { token, game } = await player(5_000);
    const round = openRound((await schedule()).live)!;
    const one = (await bet(game, 2_000, [{ roundId: round.roundId, side: 'T' }], 'coin-same-key')).json();
    const again = (await bet(game, 2_000, [{ roundId: round.roundId, side: 'T' }], 'coin-same-key')).json();
    expect(again.value.betId).toBe(one.value.betId);
    expect(await balanceOf(token)).toBe(3_000);
    const over = await bet(game, 5_000, [{ roundId: round.roundId, side: 'T' }], 'coin-too-much');
    expect(over.statusCode).toBeGreaterThanOrEqual(400);
    expect(over.json().success).toBe(false);
    expect(await balanceOf(token)).toBe(3_000);
    const wrong = await bet(game, 1_000, [{ roundId: round.roundId, side: 'X' }], 'coin-bad-side');
    expect(wrong.json().code).toBe('VALIDATION_FAILED');
    // The live feed refuses a game it does not schedule, and a malformed address, before any stream.
    const unknown = await t.request({ method: 'GET', url: `/studio/${VENDOR}/feed?game=NOPE` });
    expect(unknown.json()).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    const malformed = await t.request({ method: 'GET', url: `/studio/${VENDOR}/feed?game=${'x'.repeat(80)}` });
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('pays a parlay with a void leg as the other legs, and refunds a single on a void round', async () => {
    const { token, game } = await player();
    const live = (await schedule()).live;
    const voided = openRound(live, true);
    const others = live.filter((round) => round.closesAt > t.clock.now() && round.roundNo % 7 !== 0).slice(0, 2);
    // A void round within the open window is needed: move on a minute at a time until one is open.
    let voidRound = voided;
    for (let minute = 0; !voidRound && minute < 8; minute += 1) {
      t.clock.advance(60_000);
      await runScheduledStep(studio);
      voidRound = openRound((await schedule()).live, true);
    }
    expect(voidRound).toBeDefined();
    const partner = (await schedule()).live.find((round) => round.closesAt > t.clock.now() && round.roundNo % 7 !== 0) ?? others[0]!;
    const start = await balanceOf(token);
    const parlay = (
      await bet(
        game,
        1_000,
        [
          { roundId: voidRound!.roundId, side: 'H' },
          { roundId: partner.roundId, side: 'H' },
        ],
        'coin-parlay',
      )
    ).json();
    expect(parlay.success, JSON.stringify(parlay)).toBe(true);
    const single = (await bet(game, 500, [{ roundId: voidRound!.roundId, side: 'T' }], 'coin-void-single')).json();
    expect(single.success).toBe(true);
    await through(voidRound!.decidesAt > partner.decidesAt ? voidRound! : partner);
    await runScheduledStep(studio);
    const decidedPartner = (await schedule()).results.find((result) => result.roundId === partner.roundId)!;
    const partnerWon = expectedSide(decidedPartner) === 'H';
    // The void leg counts 1: the parlay pays as a single on the partner; the single on the void round is refunded.
    expect(await balanceOf(token)).toBe(start - 1_500 + (partnerWon ? (1_000 * 19_000) / ODDS_SCALE : 0) + 500);
  });

  it('cashes out before the start once, even asked in parallel, and never pays that bet again', async () => {
    const { token, game } = await player();
    const round = openRound((await schedule()).live)!;
    const placed = (await bet(game, 10_000, [{ roundId: round.roundId, side: 'H' }], 'coin-cash-out')).json().value;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({ method: 'POST', url: `/studio/${VENDOR}/bets/${placed.betId}/cash-out`, payload: { token: game } }),
      ),
    );
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.json().success)) expect(answer.json().code).toBe('CASH_OUT_UNAVAILABLE');
    expect(await balanceOf(token)).toBe(100_000 - 10_000 + 9_000);
    await through(round);
    await runScheduledStep(studio);
    expect(await balanceOf(token)).toBe(99_000);
    await checkLedger(t.app.ctx.db);
  });

  it('decides and pays once with two processes stepping at once, and after a process died between the payout and the win', async () => {
    const { token, game } = await player();
    const round = openRound((await schedule()).live)!;
    for (let i = 0; i < 6; i += 1)
      expect((await bet(game, 1_000, [{ roundId: round.roundId, side: i % 2 ? 'H' : 'T' }], `coin-twice-${i}`)).json().success).toBe(true);
    // A process whose wins never reach the wallet: it fixes the payouts (SETTLING) and dies before the money lands.
    const deaf = inProcessStudio(t.app, t.app.ctx.db);
    const failing: Studio = {
      ...deaf,
      platform: Object.assign(Object.create(PlatformClient.prototype) as PlatformClient, deaf.platform, {
        seamless: async (...args: Parameters<PlatformClient['seamless']>) =>
          args[2] === 'win' ? { ok: false as const, code: 'UNKNOWN_ERROR' } : deaf.platform.seamless(...args),
      }),
    };
    t.clock.advance(round.decidesAt + 1 - t.clock.now());
    await runScheduledStepUnlocked(failing);
    expect(await balanceOf(token)).toBe(94_000);
    // Later, two processes step at once: each sends the same wins; the wallet takes each once.
    t.clock.advance(31_000);
    const peer = inProcessStudio(await t.peer(), t.app.ctx.db);
    await Promise.all([runScheduledStepUnlocked(studio), runScheduledStepUnlocked(peer), runScheduledStep(studio)]);
    await runScheduledStep(studio);
    const decided = (await schedule()).results.find((result) => result.roundId === round.roundId)!;
    expect(decided.result).toEqual({ void: false, side: expectedSide(decided) });
    // Three bets called each side: three won, each paid once.
    expect(await balanceOf(token)).toBe(94_000 + 3 * 1_900);
    const bets = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/bets?token=${game}` })).json().value.bets as {
      status: string;
    }[];
    expect(bets.every((one) => one.status === 'PAID')).toBe(true);
    await checkLedger(t.app.ctx.db);
  });

  it('pays once when a process died after the wallet took the wins but before it marked the bets paid', async () => {
    const { token, game } = await player();
    const round = openRound((await schedule()).live)!;
    for (let i = 0; i < 6; i += 1)
      expect((await bet(game, 1_000, [{ roundId: round.roundId, side: i % 2 ? 'H' : 'T' }], `coin-landed-${i}`)).json().success).toBe(true);
    // The wins reach the wallet, but the process never hears back: it dies before it records them.
    const dying = inProcessStudio(t.app, t.app.ctx.db);
    const died: Studio = {
      ...dying,
      platform: Object.assign(Object.create(PlatformClient.prototype) as PlatformClient, dying.platform, {
        seamless: async (...args: Parameters<PlatformClient['seamless']>) => {
          const answer = await dying.platform.seamless(...args);
          return args[2] === 'win' ? { ok: false as const, code: 'UNKNOWN_ERROR' } : answer;
        },
      }),
    };
    t.clock.advance(round.decidesAt + 1 - t.clock.now());
    await runScheduledStepUnlocked(died);
    const paidOnce = 94_000 + 3 * 1_900;
    expect(await balanceOf(token)).toBe(paidOnce);
    const unrecorded = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/bets?token=${game}` })).json().value.bets as {
      status: string;
    }[];
    expect(unrecorded.filter((one) => one.status === 'SETTLING')).toHaveLength(6);
    // Two other processes (on PostgreSQL each with its own pool) find the bets stuck and send the same wins again.
    t.clock.advance(31_000);
    const peerApp = await t.peer();
    const peer = inProcessStudio(peerApp, studio.dialect === 'postgres' ? peerApp.ctx.db : t.app.ctx.db);
    await Promise.all([runScheduledStepUnlocked(studio), runScheduledStepUnlocked(peer)]);
    await runScheduledStep(studio);
    expect(await balanceOf(token)).toBe(paidOnce);
    const bets = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/bets?token=${game}` })).json().value.bets as {
      status: string;
    }[];
    expect(bets.filter((one) => one.status === 'PAID')).toHaveLength(6);
    await checkLedger(t.app.ctx.db);
  });
});
