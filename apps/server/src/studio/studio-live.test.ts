import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { playLive, type LiveTable } from '@panalo/contract/fair/studio-live';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../test-support/games-kit.test-kit';
import { checkLedger } from '../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

const VENDOR = 'LIVETEST';
const live = (code: string, name: string) =>
  catalogueGame(VENDOR, code, name, { gameType: 'LIVE', gameClassify: 'TG', minBet: 100, minLineNum: 0 });
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Live Test', gameType: 'LIVE', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [
    live('LT_BAC', 'Speed Baccarat A'),
    live('LT_ROU', 'Roulette B'),
    live('LT_DT', 'Dragon Tiger C'),
    live('LT_SB', 'Sic Bo D'),
    // No table word in the name: the code's number picks the table (7 mod 4 = 3: sic bo).
    live('LT_0007', 'Blue Room'),
  ],
};

describe(`the studio's live tables (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  const nodeIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    for (const game of list as { gameCode: string; nodeId: number }[]) nodeIds[game.gameCode] = game.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = (balance: number) => fundedMember(t, `live${String((members += 1)).padStart(3, '0')}`, balance);
  async function session(token: string, game: string): Promise<URL> {
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: nodeIds[game] },
      headers: bearer(token),
    });
    return new URL(launched.json().value.url, 'http://site.test');
  }
  const round = (token: string, game: string, spots: Record<string, number>, requestKey: string) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/round`, payload: { token, game, bet: { spots }, requestKey } });
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;

  it('lists every live entry and opens each at its table, chosen by the name or the code number', async () => {
    expect(Object.keys(nodeIds).sort()).toEqual(['LT_0007', 'LT_BAC', 'LT_DT', 'LT_ROU', 'LT_SB']);
    const { token } = await member(10_000);
    const expected: Record<string, LiveTable> = {
      LT_BAC: 'baccarat',
      LT_ROU: 'roulette',
      LT_DT: 'dragon-tiger',
      LT_SB: 'sic-bo',
      LT_0007: 'sic-bo',
    };
    for (const [game, table] of Object.entries(expected)) {
      const address = await session(token, game);
      const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
      expect(page.statusCode, game).toBe(200);
      expect(page.body).toContain(`data-table="${table}"`);
      expect(page.body).toContain('data-testid="live-board"');
      expect(page.body).toContain('data-testid="studio-verify"');
    }
    const demo = await t.request({ method: 'GET', url: `${studioPagePath(VENDOR)}?game=LT_ROU&mode=demo&lang=TY` });
    expect(demo.body).toContain('data-testid="spot-n36"');
    expect(demo.body).toContain('Ilagay ang inyong taya');
  });

  it('counts 10 on player and 10 on banker with banker winning as a loss of 0.50: in the balance, the bet record, never on the winner board', async () => {
    const { token } = await member(1_000_000);
    const game = (await session(token, 'LT_BAC')).searchParams.get('token')!;
    let balance = 1_000_000;
    let bankerRound: { roundId: string; payout: number; stake: number } | null = null;
    // Banker wins about 46% of deals: a few deals find one.
    for (let deal = 1; deal <= 60 && !bankerRound; deal += 1) {
      const answer = (await round(game, 'LT_BAC', { player: 1_000, banker: 1_000 }, `both-sides-${deal}`)).json();
      expect(answer.success).toBe(true);
      expect(answer.value.stake).toBe(2_000);
      expect(answer.value.balance).toBe(balance - 2_000 + answer.value.payout);
      balance = answer.value.balance;
      if (answer.value.result.outcome.deal.coup.winner === 'banker') bankerRound = answer.value;
    }
    expect(bankerRound).not.toBeNull();
    expect(bankerRound!.payout).toBe(1_950);
    expect(await balanceOf(token)).toBe(balance);
    const record = await t.app.ctx.db
      .selectFrom('bet_records')
      .selectAll()
      .where('round_id', '=', bankerRound!.roundId)
      .executeTakeFirstOrThrow();
    expect([Number(record.stake), Number(record.win)]).toEqual([2_000, 1_950]);

    // A round that did make a profit, so the board is not empty for want of wins.
    const roulette = (await session(token, 'LT_ROU')).searchParams.get('token')!;
    for (let spin = 1; spin <= 40; spin += 1) {
      const answer = (await round(roulette, 'LT_ROU', { red: 100 }, `roulette-red-${spin}`)).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      if (answer.value.payout > answer.value.stake) break;
    }
    const board = (await t.request({ method: 'GET', url: '/lgw/games/winners?gameCategory=LIVE&limitNum=50' })).json().value as {
      recordId: string;
      winAmount: number;
    }[];
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((winner) => winner.winAmount > 0)).toBe(true);
    expect(board.map((winner) => winner.recordId)).not.toContain(String(record.id));
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('plays roulette, dragon tiger and sic bo rounds paid spot by spot as the revealed seed replays them', async () => {
    const { token } = await member(500_000);
    const bets: Record<string, Record<string, number>> = {
      LT_ROU: { n17: 100, red: 200, dozen3: 100, col1: 100 },
      LT_DT: { dragon: 200, tie: 100 },
      LT_SB: { small: 100, total10: 100, anytriple: 100, single6: 200 },
    };
    const tables: Record<string, LiveTable> = { LT_ROU: 'roulette', LT_DT: 'dragon-tiger', LT_SB: 'sic-bo' };
    let balance = 500_000;
    for (const [game, spots] of Object.entries(bets)) {
      const sessionToken = (await session(token, game)).searchParams.get('token')!;
      const played = (await round(sessionToken, game, spots, `first-${game}`)).json().value;
      const stake = Object.values(spots).reduce((sum, amount) => sum + amount, 0);
      expect(played.stake).toBe(stake);
      expect(played.balance).toBe(balance - stake + played.payout);
      balance = played.balance;
      const rotated = (await t.request({ method: 'POST', url: `/studio/${VENDOR}/seeds/rotate`, payload: { token: sessionToken } })).json()
        .value as { revealed: { serverSeed: string; clientSeed: string }[] };
      const seed = rotated.revealed[0]!;
      const replayed = playLive(fairStream(seed.serverSeed, seed.clientSeed, 0), tables[game]!, spots, 100);
      expect(played.result.outcome).toEqual(replayed);
      expect(Object.keys(played.result.outcome.payouts).sort()).toEqual(Object.keys(spots).sort());
    }
    expect(await balanceOf(token)).toBe(balance);
    const history = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/history?game=LT_SB` })).json();
    expect(history.value.road).toHaveLength(1);
    expect(history.value.road[0]).toMatch(/^[1-6]{3}$/);
  });

  it('refuses bets off the table before any money moves, and plays free rounds without the wallet', async () => {
    const { token } = await member(50_000);
    const game = (await session(token, 'LT_DT')).searchParams.get('token')!;
    const offTable: Record<string, number>[] = [{ banker: 100 }, { dragon: 150 }, {}, { dragon: -100 }, { dragon: 100 * 5_001 }];
    for (const [index, spots] of offTable.entries()) {
      const refused = await round(game, 'LT_DT', spots, `refused-${index}`);
      expect(refused.statusCode, JSON.stringify(spots)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const broken = await t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/round`,
      payload: { token: game, game: 'LT_DT', bet: { spots: 'all' }, requestKey: 'broken-1' },
    });
    expect(broken.json().code).toBe('VALIDATION_FAILED');
    const poor = (await round(game, 'LT_DT', { tiger: 60_000 }, 'too-much-1')).json();
    expect(poor.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(token)).toBe(50_000);

    const demo = (
      await t.request({
        method: 'POST',
        url: `/studio/${VENDOR}/demo-round`,
        payload: { game: 'LT_BAC', bet: { spots: { tie: 100 } }, clientSeed: 'free-seed' },
      })
    ).json();
    expect(demo.value.stake).toBe(100);
    expect([0, 900]).toContain(demo.value.payout);
    expect(await balanceOf(token)).toBe(50_000);
    const badHistory = await t.request({ method: 'GET', url: `/studio/${VENDOR}/history?game=${'x'.repeat(80)}` });
    expect(badHistory.statusCode).toBe(400);
  });
});
