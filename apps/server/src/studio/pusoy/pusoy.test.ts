import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { isValidArrangement } from '@panalo/contract/fair/studio-pusoy';
import { verifyRound, type VerifiableRound } from '@panalo/contract/fair/verify-round';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

const VENDOR = 'CARDTEST';

const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Card Test', gameType: 'PVP', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [
    catalogueGame(VENDOR, 'CT_PUSOY', 'Pusoy Table 1', { gameType: 'PVP', gameClassify: 'TG', minBet: 100, minLineNum: 0, supportPlay: 0 }),
    catalogueGame(VENDOR, 'CT_MINI', 'Tongits Table 2', { gameType: 'PVP', gameClassify: 'MG', minBet: 50, minLineNum: 0 }),
  ],
};

interface Rows {
  front: number[];
  middle: number[];
  back: number[];
}

describe(`the studio's card rooms: Pusoy hands in steps (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  const nodeIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    for (const game of list as { gameCode: string; nodeId: number }[]) nodeIds[game.gameCode] = game.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = (balance: number) => fundedMember(t, `pusoy${String((members += 1)).padStart(3, '0')}`, balance);
  async function session(token: string, game = 'CT_PUSOY'): Promise<string> {
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: nodeIds[game] },
      headers: bearer(token),
    });
    return new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
  }
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance;
  const post = (path: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/pusoy/${path}`, payload });
  const deal = (token: string | undefined, requestKey: string, bet = { point: 100, seat: 0 }, extra: object = {}) =>
    post('deal', { game: 'CT_PUSOY', token, requestKey, bet, ...extra });
  const show = (token: string | undefined, handId: string, rows: Rows) => post('show', { token, handId, rows });

  it('opens the room list from a launch: four rooms by stake, seats taken and free, the rake stated', async () => {
    const { token } = await member(50_000);
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: nodeIds.CT_MINI },
      headers: bearer(token),
    });
    const address = new URL(launched.json().value.url, 'http://site.test');
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/data-testid="pusoy-room"/g)).toHaveLength(4);
    expect(page.body).toContain('data-testid="pusoy-seat-free"');
    expect(page.body).toContain('5% of the points you win');
    expect(page.body).toContain('data-testid="studio-verify"');
    const config = JSON.parse(/<script type="application\/json" id="studio-config">(.*?)<\/script>/s.exec(page.body)![1]!);
    // The mini game's 0.50 minimum rounds up to a 0.60 point (a multiple of 0.20); the buy-in is 18 points.
    expect(config.rooms.map((room: { point: number; buyIn: number }) => [room.point, room.buyIn])).toEqual([
      [60, 1_080],
      [120, 2_160],
      [300, 5_400],
      [600, 10_800],
    ]);
  });

  it('bets the buy-in at the deal and pays the showdown as the win, moving the balance and the bet record by exactly the result', async () => {
    const { token } = await member(100_000);
    const live = await session(token);
    const dealt = (await deal(live, 'deal-0001')).json();
    expect(dealt.success).toBe(true);
    expect(dealt.value).toMatchObject({ stake: 1_800, balance: 98_200, seat: 0, fairness: { nonce: 0 } });
    expect(dealt.value.cards).toHaveLength(13);
    expect(dealt.value.fairness.serverSeed).toBeUndefined();
    // The same deal request again is the same hand, not a second buy-in.
    expect((await deal(live, 'deal-0001')).json().value.handId).toBe(dealt.value.handId);
    expect(await balanceOf(token)).toBe(98_200);

    const shown = (await show(live, dealt.value.handId, dealt.value.auto)).json();
    expect(shown.success).toBe(true);
    const result = shown.value;
    expect(result.payout).toBe(1_800 + result.points * 100 - result.rake);
    expect(result.rake).toBe(Math.max(0, result.points) * 5);
    expect(result.versus).toHaveLength(3);
    expect(result.balance).toBe(100_000 - 1_800 + result.payout);
    // The showdown answer names the verifier's game and bet, for the page's "Verify the last round" link.
    expect(result.fairness).toMatchObject({ game: 'studio-pusoy', bet: { point: 100, seat: 0, rows: dealt.value.auto }, nonce: 0 });
    expect(await balanceOf(token)).toBe(result.balance);
    // A repeated showdown answers with its result and pays nothing more.
    expect((await show(live, dealt.value.handId, dealt.value.auto)).json().value).toEqual(result);
    expect(await balanceOf(token)).toBe(result.balance);

    const record = await t.app.ctx.db
      .selectFrom('bet_records')
      .selectAll()
      .where('vendor_code', '=', VENDOR)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([record.status, Number(record.stake), Number(record.win)]).toEqual(['SETTLED', 1_800, result.payout]);
    expect(JSON.parse(record.fairness!)).toMatchObject({
      game: 'studio-pusoy',
      nonce: 0,
      bet: { point: 100, seat: 0, rows: dealt.value.auto },
    });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('refuses rows out of order or not the hand, a stranger showing the hand, and a buy-in the wallet cannot cover', async () => {
    const { token } = await member(10_000);
    const live = await session(token);
    const dealt = (await deal(live, 'deal-0002', { point: 200, seat: 2 })).json().value;
    const { front, middle, back } = dealt.auto as Rows;
    const candidates: Rows[] = [
      { front, middle: back, back: middle },
      { front: middle.slice(0, 3), middle: [...middle.slice(3), ...front], back },
      { front: back.slice(0, 3), middle, back: [...front, ...back.slice(3)] },
    ];
    const foul = candidates.find((rows) => !isValidArrangement(rows))!;
    expect(foul).toBeDefined();
    const fouled = (await show(live, dealt.handId, foul)).json();
    expect(fouled.code).toBe('VALIDATION_FAILED');
    const notMine = (await show(live, dealt.handId, { front: [front[0]!, front[1]!, (front[2]! + 1) % 52], middle, back })).json();
    expect(notMine.code).toBe('VALIDATION_FAILED');
    const other = await session((await member(1_000)).token);
    expect((await show(other, dealt.handId, dealt.auto)).json().code).toBe('ROUND_NOT_FOUND');
    expect(await balanceOf(token)).toBe(10_000 - 3_600);
    expect((await show(live, dealt.handId, dealt.auto)).json().success).toBe(true);

    const poor = await member(500);
    const refused = (await deal(await session(poor.token), 'deal-0003')).json();
    expect(refused).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE', balance: 500 });
    expect((await deal(live, 'deal-0004', { point: 120, seat: 0 })).json().code).toBe('VALIDATION_FAILED');
    expect((await deal(live, 'deal-0005', { point: 100, seat: 4 })).json().code).toBe('VALIDATION_FAILED');
    expect((await post('deal', { nonsense: 1 })).json().code).toBe('VALIDATION_FAILED');
  });

  it('shows down a hand left waiting with auto-arrange: at the next visit, or for anyone after its deadline', async () => {
    const first = await member(20_000);
    const firstSession = await session(first.token);
    const left = (await deal(firstSession, 'deal-0006')).json().value;
    const resumed = (await post('resume', { token: firstSession })).json().value.settled;
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({ handId: left.handId, auto: true, player: left.auto });
    expect(await balanceOf(first.token)).toBe(20_000 - 1_800 + resumed[0].payout);

    const second = await member(20_000);
    const secondSession = await session(second.token);
    const abandoned = (await deal(secondSession, 'deal-0007')).json().value;
    t.clock.advance(91_000);
    // Another player's call runs the sweep.
    await post('resume', { token: firstSession });
    const after = (await show(secondSession, abandoned.handId, abandoned.auto)).json().value;
    expect(after.auto).toBe(true);
    expect(await balanceOf(second.token)).toBe(20_000 - 1_800 + after.payout);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('pays one win when many showdowns of one hand arrive at once', async () => {
    const { token } = await member(30_000);
    const live = await session(token);
    const dealt = (await deal(live, 'deal-0008', { point: 500, seat: 1 })).json().value;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => show(live, dealt.handId, dealt.auto).then((answer) => answer.json())),
    );
    const paid = answers.filter((answer) => answer.success);
    expect(paid.length).toBeGreaterThan(0);
    for (const answer of answers) if (!answer.success) expect(answer.code).toBe('ALREADY_PROCESSED');
    const payout = paid[0].value.payout;
    expect(await balanceOf(token)).toBe(30_000 - 9_000 + payout);
    const wins = await t.app.ctx.db
      .selectFrom('bet_records')
      .select(['win'])
      .where('round_id', '=', (await roundOf(dealt.handId))!)
      .execute();
    expect(wins.map((row) => Number(row.win))).toEqual([payout]);
  });

  it('plays free hands without money, revealing the seed at the showdown', async () => {
    const dealt = (await deal(undefined, 'free-0001', { point: 100, seat: 3 }, { clientSeed: 'my-seed' })).json().value;
    expect(dealt.fairness).toMatchObject({ clientSeed: 'my-seed', nonce: 0 });
    const shown = (await show(undefined, dealt.handId, dealt.auto)).json().value;
    expect(sha256Hex(shown.fairness.serverSeed)).toBe(dealt.fairness.serverSeedHash);
    expect(shown.payout).toBe(1_800 + shown.points * 100 - shown.rake);
    // The answer's fairness replays at the verifier to the same payout.
    const { game, bet, serverSeed, serverSeedHash, clientSeed, nonce } = shown.fairness;
    expect(game).toBe('studio-pusoy');
    const check = verifyRound({ serverSeed, clientSeed, nonce }, serverSeedHash, { game, bet } as VerifiableRound);
    expect(check.seedMatches).toBe(true);
    expect(check.replay.outcome.payout).toBe(shown.payout);
  });

  async function roundOf(handId: string): Promise<string | null> {
    const db = t.app.ctx.db as unknown as {
      selectFrom: (table: string) => {
        select: (c: string[]) => {
          where: (...a: unknown[]) => { executeTakeFirst: () => Promise<{ round_id: string | null } | undefined> };
        };
      };
    };
    return (
      (await db.selectFrom('studio_pusoy_hands').select(['round_id']).where('hand_id', '=', handId).executeTakeFirst())?.round_id ?? null
    );
  }
});
