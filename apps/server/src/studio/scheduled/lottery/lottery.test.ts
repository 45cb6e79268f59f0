import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { drawLottery, LOTTERY_MODES } from '@panalo/contract/fair/lottery';
import { verifyRound, type VerifiableRound } from '@panalo/contract/fair/verify-round';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import type { Studio } from '../../studio-context';
import { inProcessStudio } from '../../studio-in-process';
import { runScheduledStep } from '../scheduled-settlement.service';

/**
 * The lotteries through their public calls: the studio's schedule, bets and results, and the
 * platform's lottery menus and recent results, on the injected clock.
 */
const VN = 'LOTTOVN';
const QUICK = 'LOTTOQD';
const OUTSIDE = 'LOTTOOUT';

interface PublicRound {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  status: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: { numbers: string[] };
}

describe(`lotteries at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let members = 0;
  const nodeIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    const vendor = (code: string, gameType: 'LOTT' | 'ELOTT') => ({
      code,
      name: `Lotto ${code}`,
      gameType,
      gameClassify: null,
      launchMode: 'POPUP' as const,
      walletMode: 'seamless' as const,
    });
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [vendor(VN, 'LOTT'), vendor(QUICK, 'ELOTT'), vendor(OUTSIDE, 'LOTT')],
        games: [
          catalogueGame(VN, 'HANOI', 'Hà Nội Lô Đề', {
            gameType: 'LOTT',
            gameClassify: 'Lott',
            prizeMode: 'LOTT',
            minBet: 100,
            minLineNum: 0,
          }),
          catalogueGame(VN, 'BANGKOK', 'Bangkok 2D/3D', {
            gameType: 'LOTT',
            gameClassify: 'Lott',
            prizeMode: 'SEA',
            minBet: 100,
            minLineNum: 0,
          }),
          catalogueGame(QUICK, 'SPEED', 'Speed Lô', {
            gameType: 'ELOTT',
            gameClassify: 'Lott',
            prizeMode: 'ELOTT',
            minBet: 100,
            minLineNum: 0,
          }),
          catalogueGame(OUTSIDE, 'ELSEWHERE', 'Elsewhere 6/45', { gameType: 'LOTT', gameClassify: 'Lott', prizeMode: 'ZY', minLineNum: 0 }),
        ],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VN, studioPagePath(VN));
    await setVendorLaunchUrl(t.app.ctx.db, QUICK, studioPagePath(QUICK));
    await setVendorLaunchUrl(t.app.ctx.db, OUTSIDE, 'https://lotto-outside.example/lobby');
    const list = (await t.request({ method: 'GET', url: '/lgw/games/list?gameClassify=Lott&pageSize=50' })).json().value.games as {
      nodeId: number;
      gameCode: string;
    }[];
    for (const entry of list) nodeIds.set(entry.gameCode, entry.nodeId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A funded member with a game session at the lottery: its wallet token and its game token. */
  async function player(gameCode: string, balance = 100_000) {
    const { token } = await fundedMember(t, `lotto${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: nodeIds.get(gameCode) },
      headers: bearer(token),
    });
    expect(launched.json().success, launched.body).toBe(true);
    const game = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    return { token, game };
  }
  const schedule = async (vendor: string, game: string) => {
    const answer = (await t.request({ method: 'GET', url: `/studio/${vendor}/schedule?game=${game}` })).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value as { live: PublicRound[]; results: PublicRound[] };
  };
  const bettingRound = (live: PublicRound[]) => live.find((round) => round.opensAt <= t.clock.now() && t.clock.now() < round.closesAt)!;
  const bet = (vendor: string, game: string, token: string, pick: unknown, requestKey: string, stake = 1_000, roundId?: string) =>
    t.request({ method: 'POST', url: `/studio/${vendor}/bets`, payload: { token, requestKey, stake, legs: [{ game, roundId, pick }] } });
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  async function through(round: PublicRound) {
    const now = t.clock.now();
    if (now < round.decidesAt + 1) t.clock.advance(round.decidesAt + 1 - now);
    await runScheduledStep(studio);
  }
  const numbersOf = (round: PublicRound) => drawLottery(fairStream(round.serverSeed!, round.clientSeed, 1), 18);

  it('draws on its prize mode’s schedule, always one draw taking bets, and reveals seeds that give the numbers', async () => {
    const vn = await schedule(VN, 'HANOI');
    const open = bettingRound(vn.live);
    expect(open.closesAt - open.opensAt).toBe(LOTTERY_MODES.LOTT.periodMs);
    expect(open.closesAt % LOTTERY_MODES.LOTT.periodMs).toBe(0);
    expect(open.serverSeed).toBeUndefined();
    expect(vn.results).toHaveLength(10);
    for (const result of vn.results) {
      expect(sha256Hex(result.serverSeed!)).toBe(result.serverSeedHash);
      expect(result.result!.numbers).toEqual(numbersOf(result));
    }
    const quick = bettingRound((await schedule(QUICK, 'SPEED')).live);
    expect(quick.closesAt - quick.opensAt).toBe(LOTTERY_MODES.ELOTT.periodMs);
    expect((await schedule(VN, 'BANGKOK')).results[0]!.result!.numbers).toHaveLength(LOTTERY_MODES.SEA.prizes);
  });

  it('pays a winning ticket once at its price, a losing one nothing, and refuses bets once the draw closes', async () => {
    const open = bettingRound((await schedule(VN, 'HANOI')).live);
    const { token, game } = await player('HANOI');
    const win = await bet(VN, 'HANOI', game, { type: 'BIG' }, 'lotto-big-1', 1_000, open.roundId);
    expect(win.json().success, win.body).toBe(true);
    expect(win.json().value.legs[0].odds).toBe(19_500);
    const small = await bet(VN, 'HANOI', game, { type: 'SMALL' }, 'lotto-small-1', 2_000, open.roundId);
    expect(small.json().success, small.body).toBe(true);
    const lo = await bet(VN, 'HANOI', game, { type: 'LO2', number: 7 }, 'lotto-lo-1', 1_000, open.roundId);
    expect(lo.json().value.legs[0].odds).toBe(52_700);
    // The same request again is the same ticket: no second stake.
    expect((await bet(VN, 'HANOI', game, { type: 'BIG' }, 'lotto-big-1', 1_000, open.roundId)).json().value.betId).toBe(
      win.json().value.betId,
    );
    expect(await balanceOf(token)).toBe(100_000 - 4_000);

    t.clock.advance(open.closesAt - t.clock.now());
    const late = await bet(VN, 'HANOI', game, { type: 'BIG' }, 'lotto-late', 1_000, open.roundId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BET_CLOSED');

    await through(open);
    await runScheduledStep(studio);
    const drawn = (await schedule(VN, 'HANOI')).results.find((round) => round.roundId === open.roundId)!;
    const numbers = numbersOf(drawn);
    expect(drawn.result!.numbers).toEqual(numbers);
    const big = Number(numbers[0]!.slice(-2)) >= 50;
    const loHits = numbers.filter((number) => number.endsWith('07')).length;
    const expected = (big ? 1_950 : 3_900) + loHits * 5_270;
    expect(await balanceOf(token)).toBe(100_000 - 4_000 + expected);

    const mine = (await t.request({ method: 'GET', url: `/studio/${VN}/bets?token=${game}` })).json().value.bets as {
      status: string;
      payout: number;
    }[];
    expect(mine.map((entry) => entry.status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(mine.reduce((sum, entry) => sum + entry.payout, 0)).toBe(expected);
    // Another step pays nobody twice.
    await runScheduledStep(studio);
    expect(await balanceOf(token)).toBe(100_000 - 4_000 + expected);

    // The verifier replays a ticket from the revealed seed to the same payout.
    const check = verifyRound({ serverSeed: drawn.serverSeed!, clientSeed: drawn.clientSeed, nonce: 1 }, drawn.serverSeedHash, {
      game: 'scheduled-lottery',
      bet: { type: 'BIG', prizes: 18, stake: 1_000 },
    } as VerifiableRound);
    expect(check.seedMatches).toBe(true);
    expect(check.replay.outcome.payout).toBe(big ? 1_950 : 0);
    await checkLedger(t.app.ctx.db);
  });

  it('refuses a ticket that does not fit: a number out of range, an unknown type, a stake off the limits', async () => {
    const open = bettingRound((await schedule(QUICK, 'SPEED')).live);
    const { token, game } = await player('SPEED');
    for (const [pick, stake] of [
      [{ type: 'DE2', number: 100 }, 1_000],
      [{ type: 'DE3', number: -1 }, 1_000],
      [{ type: 'BIG', number: 5 }, 1_000],
      [{ type: 'JACKPOT' }, 1_000],
      [{ type: 'DE2', number: 5 }, 50],
      [{ type: 'DE2', number: 5 }, 100_000_000],
    ] as const) {
      const refused = await bet(QUICK, 'SPEED', game, pick, `lotto-bad-${Math.random().toString(36).slice(2, 10)}`, stake, open.roundId);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await balanceOf(token)).toBe(100_000);
  });

  it('lists the lotteries of a prize mode with their next draw, and each one’s recent results from the studio', async () => {
    const all = (await t.request({ method: 'GET', url: '/lgw/lottery/vn/menus?device=WEB' })).json();
    expect(all.success, JSON.stringify(all)).toBe(true);
    const byCode = new Map(
      (all.value.menus as { gameCode: string; page: string; drawEveryMs: number; nextDrawAt: number }[]).map((menu) => [
        menu.gameCode,
        menu,
      ]),
    );
    expect([...byCode.keys()].sort()).toEqual(['BANGKOK', 'ELSEWHERE', 'HANOI', 'SPEED']);
    expect(byCode.get('HANOI')).toMatchObject({ page: '/vnLottery', drawEveryMs: LOTTERY_MODES.LOTT.periodMs });
    expect(byCode.get('BANGKOK')!.page).toBe('/seaLottery');
    expect(byCode.get('SPEED')!.page).toBe('/lottery');
    const speed = byCode.get('SPEED')!;
    expect(speed.nextDrawAt).toBe(bettingRound((await schedule(QUICK, 'SPEED')).live).closesAt);

    const sea = (await t.request({ method: 'GET', url: '/lgw/lottery/vn/menus?prizeMode=SEA&device=H5' })).json().value.menus as {
      gameCode: string;
    }[];
    expect(sea.map((menu) => menu.gameCode)).toEqual(['BANGKOK']);

    const recent = (
      await t.request({ method: 'GET', url: `/lgw/lottery/vn/recent?gameCode=SPEED&vassalage=${QUICK.toLowerCase()}&limit=3` })
    ).json();
    expect(recent.success, JSON.stringify(recent)).toBe(true);
    expect(recent.value.vassalage).toBe(QUICK);
    expect(recent.value.draws).toHaveLength(3);
    const studioResults = (await schedule(QUICK, 'SPEED')).results.slice(0, 3);
    expect(recent.value.draws.map((draw: { roundNo: number }) => draw.roundNo)).toEqual(studioResults.map((round) => round.roundNo));
    for (const draw of recent.value.draws as { numbers: string[]; serverSeed: string; serverSeedHash: string }[]) {
      expect(draw.numbers).toHaveLength(LOTTERY_MODES.ELOTT.prizes);
      expect(sha256Hex(draw.serverSeed)).toBe(draw.serverSeedHash);
    }
  });

  it('answers the lottery calls’ bad input with a refusal, never a server error', async () => {
    for (const url of [
      '/lgw/lottery/vn/menus?prizeMode=NOPE',
      '/lgw/lottery/vn/menus?device=TV',
      '/lgw/lottery/vn/recent',
      '/lgw/lottery/vn/recent?gameCode=HANOI&limit=500',
      '/lgw/lottery/vn/recent?gameCode=%3Cscript%3E',
    ]) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().code, url).toBe('VALIDATION_FAILED');
    }
    for (const url of ['/lgw/lottery/vn/recent?gameCode=NO_SUCH', '/lgw/lottery/vn/recent?gameCode=ELSEWHERE']) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code, url).toBe('GAME_NOT_FOUND');
    }
  });

  it('opens the lottery page with its slip, prize table and the lobby fields it was launched with', async () => {
    const { game } = await player('HANOI');
    const page = await t.request({ method: 'GET', url: `/studio/${VN}/play?game=HANOI&token=${game}&prizeMode=LOTT&lottoArea=VN&lang=TY` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="lottery-slip"');
    expect(page.body).toContain('Talaan ng premyo');
    expect(page.body).toContain('data-field="lottoArea"');
  });
});
