import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { SEAMLESS_HEADER_PREFIX, SEAMLESS_VENDOR_HEADER } from '@panalo/contract/seamless';
import { signCallback } from '../../adapters/payments/callback-signature';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { seamlessConformance, type SeamlessHarness } from '../../test-support/seamless-conformance.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import { setVendorLaunchUrl } from '../games/catalogue.repository';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';

const VENDOR = 'TESTVEN';

const catalogue: CatalogueFile = {
  vendors: [
    { code: VENDOR, name: 'Test Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'DOWNCO', name: 'Down Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
  ],
  games: [
    ...[VENDOR, 'DOWNCO'].map((vendor) => catalogueGame(vendor, 'SLOT1', `${vendor} Slot`)),
    // Only the play-count test bets on it, so no other test's plays land in its count.
    catalogueGame(VENDOR, 'SLOT2', `${VENDOR} Counted Slot`),
  ],
};

describe(`playing through a vendor (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let members = 0;
  const gameIds: Record<string, number> = {};

  beforeAll(async () => {
    // The conformance suite fires calls at once: a pool large enough that they really run in parallel.
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, 'https://games.example.com/play');
    secret = await brandSecret(t, 'vendor', VENDOR);
    const list = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG' })).json().value.games as {
      nodeId: number;
      vassalage: string;
      gameCode: string;
    }[];
    for (const entry of list) gameIds[entry.gameCode === 'SLOT2' ? 'COUNTED' : entry.vassalage] = entry.nodeId;
    // DOWNCO has no page: the lobby leaves it out, so its id is read from the catalogue.
    const down = await t.app.ctx.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select('games.id')
      .where('vendors.code', '=', 'DOWNCO')
      .executeTakeFirstOrThrow();
    gameIds.DOWNCO = down.id;
  }, 120_000);
  afterAll(() => t.close());

  /** A new member funded with `balance`, logged in. */
  const member = async (balance: number): Promise<string> =>
    (await fundedMember(t, `player${String((members += 1)).padStart(3, '0')}`, balance)).token;
  const launch = (token: string, nodeId: number) =>
    t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId, backUrl: '/rng' }, headers: bearer(token) });
  const gameToken = (url: string) => new URL(url).searchParams.get('token')!;

  const harness = (): SeamlessHarness => ({
    t,
    vendor: VENDOR,
    secret,
    session: async (balance) => gameToken((await launch(await member(balance), gameIds[VENDOR]!)).json().value.url),
  });
  seamlessConformance('a vendor on the generic seamless adapter', harness);

  const signedCall = (path: string, body: unknown) => {
    const raw = Buffer.from(JSON.stringify(body));
    const signed = signCallback(secret, raw, t.clock.now());
    return t.request({
      method: 'POST',
      url: `/lgw/seamless/v1/${path}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_VENDOR_HEADER]: VENDOR,
        [`${SEAMLESS_HEADER_PREFIX}-timestamp`]: signed.timestamp,
        [`${SEAMLESS_HEADER_PREFIX}-nonce`]: signed.nonce,
        [`${SEAMLESS_HEADER_PREFIX}-signature`]: signed.signature,
      },
    });
  };

  it('launches a game at the vendor page with a fresh token, and lists it in recent games', async () => {
    const token = await member(0);
    const answer = (await launch(token, gameIds[VENDOR]!)).json().value;
    expect(answer.launchMode).toBe('POPUP');
    const url = new URL(answer.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://games.example.com/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ game: 'SLOT1', lang: 'EN', currency: 'PHP', backUrl: '/rng' });
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const again = (await launch(token, gameIds[VENDOR]!)).json().value;
    expect(new URL(again.url).searchParams.get('token')).not.toBe(url.searchParams.get('token'));
    const recent = (await t.request({ method: 'GET', url: '/lgw/games/recent', headers: bearer(token) })).json().value;
    expect(recent).toMatchObject({ totalPages: 1, list: [{ vassalage: VENDOR, gameCode: 'SLOT1' }] });
  });

  it('says a game is under maintenance when its vendor has no page, and refuses guests, trial accounts and unknown games', async () => {
    const token = await member(0);
    expect((await launch(token, gameIds.DOWNCO!)).json().code).toBe('GAME_UNDER_MAINTENANCE');
    expect((await launch(token, 999_999)).json().code).toBe('GAME_NOT_FOUND');
    expect((await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: gameIds[VENDOR] } })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'web', platform: 'W' } });
    expect((await launch(trial.json().value.token, gameIds[VENDOR]!)).json().code).toBe('NEED_TRUE_ACCOUNT');
    const badBack = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: gameIds[VENDOR], backUrl: '//evil.example' },
      headers: bearer(token),
    });
    expect(badBack.json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps one bet record per round with stake, win and the balance before and after', async () => {
    const session = gameToken((await launch(await member(10_000), gameIds[VENDOR]!)).json().value.url);
    await signedCall('bet', { token: session, transactionId: 'rec-b1', roundId: 'rec-r1', amount: 1_000 });
    await signedCall('bet', { token: session, transactionId: 'rec-b2', roundId: 'rec-r1', amount: 500 });
    const win = await signedCall('win', {
      token: session,
      transactionId: 'rec-w1',
      roundId: 'rec-r1',
      amount: 4_000,
      endRound: true,
      fairness: { nonce: 1 },
    });
    expect(win.json().value.balance).toBe(12_500);
    const record = await t.app.ctx.db.selectFrom('bet_records').selectAll().where('round_id', '=', 'rec-r1').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ vendor_code: VENDOR, status: 'SETTLED', fairness: '{"nonce":1}' });
    expect([Number(record.stake), Number(record.win), Number(record.balance_before), Number(record.balance_after)]).toEqual([
      1_500, 4_000, 10_000, 12_500,
    ]);
  });

  it("counts every bet in the game's plays (the lobby's popular order), also when PostgreSQL gathers them after the commits", async () => {
    const playsOf = async () =>
      (await t.app.ctx.db.selectFrom('games').select('play_count').where('id', '=', gameIds.COUNTED!).executeTakeFirstOrThrow()).play_count;
    const before = await playsOf();
    const session = gameToken((await launch(await member(10_000), gameIds.COUNTED!)).json().value.url);
    const bets = await Promise.all(
      [1, 2, 3].map((n) => signedCall('bet', { token: session, transactionId: `plays-b${n}`, roundId: `plays-r${n}`, amount: 100 })),
    );
    expect(bets.map((bet) => bet.statusCode)).toEqual([200, 200, 200]);
    await vi.waitFor(async () => expect(await playsOf()).toBe(before + 3), { timeout: 5_000, interval: 100 });
  });

  it('refuses bets once the game session has expired, but still pays the open round', async () => {
    const session = gameToken((await launch(await member(10_000), gameIds[VENDOR]!)).json().value.url);
    await signedCall('bet', { token: session, transactionId: 'exp-b1', roundId: 'exp-r1', amount: 1_000 });
    // A game session lives as long as the member's session: unused, that ends after its idle limit.
    t.clock.advance(t.app.ctx.config.SESSION_IDLE_MINUTES * 60_000);
    expect((await signedCall('balance', { token: session })).json().code).toBe('GAME_SESSION_INVALID');
    expect((await signedCall('bet', { token: session, transactionId: 'exp-b2', roundId: 'exp-r1', amount: 1_000 })).json()).toMatchObject({
      code: 'GAME_SESSION_INVALID',
      balance: 9_000,
    });
    const win = await signedCall('win', { token: session, transactionId: 'exp-w1', roundId: 'exp-r1', amount: 2_500, endRound: true });
    expect(win.json().value.balance).toBe(11_500);
  });

  it("does not let one vendor touch another vendor's session", async () => {
    const session = gameToken((await launch(await member(10_000), gameIds[VENDOR]!)).json().value.url);
    const raw = Buffer.from(JSON.stringify({ token: session }));
    const otherSecret = await brandSecret(t, 'vendor', 'DOWNCO');
    const signed = signCallback(otherSecret, raw, t.clock.now());
    const answer = await t.request({
      method: 'POST',
      url: '/lgw/seamless/v1/balance',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_VENDOR_HEADER]: 'DOWNCO',
        [`${SEAMLESS_HEADER_PREFIX}-timestamp`]: signed.timestamp,
        [`${SEAMLESS_HEADER_PREFIX}-nonce`]: signed.nonce,
        [`${SEAMLESS_HEADER_PREFIX}-signature`]: signed.signature,
      },
    });
    expect(answer.json().code).toBe('GAME_SESSION_INVALID');
  });
});
