import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRound, type FairRound } from '@panalo/contract/fair/verify-round';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { fundedMember } from '../../test-support/games-kit.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { seamlessConformance } from '../../test-support/seamless-conformance.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { offerOriginals } from './originals-catalogue';

describe(`the built-in provider (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let members = 0;
  const nodeIds: Record<string, number> = {};

  beforeAll(async () => {
    // The conformance suite fires calls at once: a pool large enough that they really run in parallel.
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    secret = await brandSecret(t, 'vendor', ORIGINALS_VENDOR);
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games;
    for (const game of list as { gameCode: string; nodeId: number }[]) nodeIds[game.gameCode] = game.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = (balance: number) => fundedMember(t, `orig${String((members += 1)).padStart(3, '0')}`, balance);
  async function gameSession(token: string, game: string): Promise<string> {
    const launched = (
      await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: nodeIds[game] }, headers: bearer(token) })
    ).json().value;
    expect(launched.launchMode).toBe('INPAGE');
    expect(launched.url).toMatch(/^\/originals\?token=/);
    return new URL(launched.url, 'http://site.test').searchParams.get('token')!;
  }
  const play = (session: string, round: FairRound) =>
    t.request({ method: 'POST', url: '/lgw/originals/v1/play', payload: { token: session, ...round } });

  seamlessConformance('the built-in provider (PNL)', () => ({
    t,
    vendor: ORIGINALS_VENDOR,
    secret,
    session: async (balance) => gameSession((await member(balance)).token, 'dice'),
  }));

  it('lists its five games with their stated RTP', async () => {
    const games = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games as {
      gameCode: string;
      rtp: number;
    }[];
    expect(games.map((game) => game.gameCode)).toEqual(['slot', 'crash', 'dice', 'mines', 'baccarat']);
    expect(games.find((game) => game.gameCode === 'dice')!.rtp).toBe(99);
  });

  it('plays rounds that move the ledger, and every round replays exactly once the seed is revealed', async () => {
    const { token } = await member(100_000);
    const rounds: FairRound[] = [
      { game: 'dice', bet: { amount: 1_000, direction: 'under', target: 4_950 } },
      { game: 'slot', bet: { amount: 2_500 } },
      { game: 'crash', bet: { amount: 1_000, cashOutAt: 200 } },
      { game: 'mines', bet: { amount: 1_000, mines: 3, picks: [0, 7, 12] } },
      { game: 'baccarat', bet: { banker: 1_000, tie: 100 } },
    ];
    const seeds = (await t.request({ method: 'GET', url: '/lgw/originals/v1/seeds', headers: bearer(token) })).json().value;
    expect(seeds.active.nonce).toBe(0);
    let balance = 100_000;
    const played = [];
    for (const round of rounds) {
      const session = await gameSession(token, round.game);
      const answer = (await play(session, round)).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      balance += answer.value.payout - answer.value.stake;
      expect(answer.value.balance).toBe(balance);
      expect(answer.value.fairness).toMatchObject({ serverSeedHash: seeds.active.serverSeedHash, clientSeed: seeds.active.clientSeed });
      played.push({ round, value: answer.value });
    }
    expect(played.map((entry) => entry.value.fairness.nonce)).toEqual([0, 1, 2, 3, 4]);

    const rotated = (
      await t.request({
        method: 'POST',
        url: '/lgw/originals/v1/seeds/rotate',
        payload: { clientSeed: 'my-own-seed' },
        headers: bearer(token),
      })
    ).json().value;
    expect(rotated.active).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotated.active.serverSeedHash).not.toBe(seeds.active.serverSeedHash);
    const revealed = rotated.revealed[0];
    expect(revealed).toMatchObject({ serverSeedHash: seeds.active.serverSeedHash, roundsPlayed: 5 });
    for (const { round, value } of played) {
      const check = verifyRound(
        { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: value.fairness.nonce },
        revealed.serverSeedHash,
        round,
      );
      expect(check.seedMatches).toBe(true);
      expect(check.replay.outcome.payout).toBe(value.payout);
      expect(JSON.parse(JSON.stringify(check.replay.outcome))).toEqual(value.outcome);
    }

    const recall = (await t.request({ method: 'GET', url: '/lgw/originals/v1/rounds?game=dice', headers: bearer(token) })).json().value;
    expect(recall).toHaveLength(1);
    expect(recall[0]).toMatchObject({
      roundId: played[0]!.value.roundId,
      stake: 1_000,
      win: played[0]!.value.payout,
      fairness: { game: 'dice', nonce: 0 },
    });
  });

  it('refuses bets outside the rules before any nonce or money is used', async () => {
    const { token } = await member(10_000);
    const session = await gameSession(token, 'slot');
    const refusals: FairRound[] = [
      { game: 'slot', bet: { amount: 30 } },
      { game: 'dice', bet: { amount: 100, direction: 'over', target: 9_999 } },
      { game: 'mines', bet: { amount: 100, mines: 3, picks: [1, 1] } },
      { game: 'baccarat', bet: {} },
      { game: 'crash', bet: { amount: 100, cashOutAt: 100 } },
    ];
    for (const round of refusals) expect((await play(session, round)).json().code, JSON.stringify(round)).toBe('VALIDATION_FAILED');
    expect((await t.request({ method: 'GET', url: '/lgw/originals/v1/seeds', headers: bearer(token) })).json().value.active.nonce).toBe(0);
    expect((await play(session, { game: 'dice', bet: { amount: 20_000, direction: 'under', target: 5_000 } })).json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      balance: 10_000,
    });
    // A bet the wallet refused played no round: its nonce is still the next one to play.
    expect((await t.request({ method: 'GET', url: '/lgw/originals/v1/seeds', headers: bearer(token) })).json().value.active.nonce).toBe(0);
    const next = await play(session, { game: 'dice', bet: { amount: 1_000, direction: 'under', target: 5_000 } });
    expect(next.json().value.fairness.nonce).toBe(0);
    expect((await play('x'.repeat(40), { game: 'dice', bet: { amount: 100, direction: 'under', target: 5_000 } })).json().code).toBe(
      'GAME_SESSION_INVALID',
    );
  });

  it('refuses a bet whose best case would pass the win limits, before its nonce or stake is taken', async () => {
    const { token } = await member(10_000);
    const session = await gameSession(token, 'crash');
    const seeds = async () => (await t.request({ method: 'GET', url: '/lgw/originals/v1/seeds', headers: bearer(token) })).json().value;
    // 10,000x is over the default 5000x multiple; 24 picks of a 1-mine board pay about 24.75x.
    const overMultiple = await play(session, { game: 'crash', bet: { amount: 100, cashOutAt: 1_000_000 } });
    expect(overMultiple.json().code).toBe('BET_OVER_WIN_LIMIT');
    await t.updateBrand((brand) => {
      brand.settings.seamless.maxWinPerRound = 1_000;
    });
    const overPerRound = await play(session, { game: 'dice', bet: { amount: 600, direction: 'under', target: 5_000 } });
    expect(overPerRound.json().code).toBe('BET_OVER_WIN_LIMIT');
    expect((await seeds()).active.nonce).toBe(0);
    const within = (await play(session, { game: 'dice', bet: { amount: 400, direction: 'under', target: 5_000 } })).json();
    expect(within.success).toBe(true);
    // Nothing was taken by the refused bets: the first round started from the whole balance.
    expect(within.value.balance).toBe(10_000 - 400 + within.value.payout);
    await t.updateBrand((brand) => {
      brand.settings.seamless.maxWinPerRound = 100_000_000;
    });
  });

  it('lists the rounds in the betting record, newest first, with totals over the filter', async () => {
    const { token } = await member(50_000);
    const session = await gameSession(token, 'dice');
    const first = (await play(session, { game: 'dice', bet: { amount: 1_000, direction: 'under', target: 5_000 } })).json().value;
    t.clock.advance(60_000);
    const second = (await play(session, { game: 'dice', bet: { amount: 2_000, direction: 'over', target: 5_000 } })).json().value;
    const records = (url: string) => t.request({ method: 'GET', url, headers: bearer(token) });
    const page = (await records('/wps/member/betRecords?pageSize=10')).json().value;
    expect(page.list.map((row: { roundId: string }) => row.roundId)).toEqual([second.roundId, first.roundId]);
    expect(page.list[0]).toMatchObject({
      vassalage: 'PNL',
      vendorName: 'Panalo Originals',
      gameCode: 'dice',
      stake: 2_000,
      win: second.payout,
      status: 'SETTLED',
    });
    expect(page.list[0].profit).toBe(second.payout - 2_000);
    expect(page.list[0].fairness).toMatchObject({ game: 'dice', nonce: second.fairness.nonce });
    expect(page).toMatchObject({ total: 2, totalPages: 1, totals: { stake: 3_000, win: first.payout + second.payout } });
    const since = (await records(`/wps/member/betRecords?from=${t.clock.now() - 30_000}`)).json().value;
    expect(since.list.map((row: { roundId: string }) => row.roundId)).toEqual([second.roundId]);
    expect((await records('/wps/member/betRecords?vassalage=OTHER')).json().value.total).toBe(0);
    expect((await records('/wps/member/betRecords?vassalage=%27x')).json().code).toBe('VALIDATION_FAILED');
    expect((await t.request({ method: 'GET', url: '/wps/member/betRecords' })).json().code).toBe('NOT_LOGGED_IN');
  });

  it('shows the biggest wins of the week on the winner board, names masked', async () => {
    const { token } = await member(100_000);
    const session = await gameSession(token, 'dice');
    let best = 0;
    for (let round = 0; round < 6 && best === 0; round++) {
      const answer = (await play(session, { game: 'dice', bet: { amount: 5_000, direction: 'under', target: 9_000 } })).json().value;
      best = Math.max(best, answer.payout);
    }
    expect(best).toBeGreaterThan(0);
    const boardAnswer = (await t.request({ method: 'GET', url: '/lgw/games/winners?gameCategory=ALL&limitNum=20' })).json();
    expect(boardAnswer.success, JSON.stringify(boardAnswer)).toBe(true);
    const board = boardAnswer.value as {
      customerName: string;
      winAmount: number;
      gameName: string;
    }[];
    expect(board.length).toBeGreaterThan(0);
    expect(board.map((entry) => entry.winAmount)).toEqual([...board.map((entry) => entry.winAmount)].sort((a, b) => b - a));
    for (const entry of board) expect(entry.customerName).toMatch(/^or\*\*\*\d$/);
    // The board counts profit: the payout less the 5,000 stake.
    expect(board.some((entry) => entry.gameName === 'Panalo Dice' && entry.winAmount === best - 5_000)).toBe(true);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await t.request({ method: 'GET', url: '/lgw/games/winners' })).json().value).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/lgw/games/winners?limitNum=0' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
