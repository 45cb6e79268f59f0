import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { importCatalogue } from './catalogue-import';
import { setVendorLaunchUrl } from './catalogue.repository';

const catalogue: CatalogueFile = {
  vendors: [
    { code: 'DEMOCO', name: 'Demo Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'SHUTCO', name: 'Shut Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
  ],
  games: [
    catalogueGame('DEMOCO', 'FREE1', 'Free Fortune', { supportPlay: 0 }),
    catalogueGame('DEMOCO', 'REAL1', 'Real Riches', { supportPlay: 1 }),
    catalogueGame('SHUTCO', 'FREE2', 'Closed Fortune', { supportPlay: 0 }),
  ],
};

describe(`free play of games that offer a free trial (${testDatabaseName()})`, () => {
  let t: TestApp;
  const nodeIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, 'DEMOCO', 'https://games.example.com/play');
    await setVendorLaunchUrl(t.app.ctx.db, 'SHUTCO', 'https://shut.example.com/play');
    await t.app.ctx.db.updateTable('vendors').set({ status: 'maintenance' }).where('code', '=', 'SHUTCO').execute();
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    const list = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG&pageSize=100' })).json().value.games as {
      nodeId: number;
      gameCode: string;
    }[];
    for (const entry of list) nodeIds[entry.gameCode] = entry.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const freeLaunch = (payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/wps/game/launchGame/free', payload: payload as object, headers });

  /** Everything a real launch or a round would write: sessions, recents, bets and every balance. */
  async function footprint() {
    const db = t.app.ctx.db;
    const count = async (table: 'game_sessions' | 'game_recents' | 'bet_records' | 'ledger_postings') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const balances = await db.selectFrom('ledger_accounts').select(['id', 'balance']).orderBy('id').execute();
    return {
      sessions: await count('game_sessions'),
      recents: await count('game_recents'),
      bets: await count('bet_records'),
      postings: await count('ledger_postings'),
      balances: balances.map((row) => `${row.id}:${row.balance}`),
    };
  }

  it('gives a guest the vendor page in demo mode, without a token, and writes nothing', async () => {
    await fundedMember(t, 'freeplay01', 50_000);
    const before = await footprint();
    const answer = await freeLaunch({ nodeId: nodeIds.FREE1 }, { lang: 'tl' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { url, launchMode } = answer.json().value;
    expect(launchMode).toBe('POPUP');
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe('https://games.example.com/play');
    expect(Object.fromEntries(address.searchParams)).toEqual({ mode: 'demo', game: 'FREE1', lang: 'TY', currency: 'PHP' });
    expect(address.searchParams.has('token')).toBe(false);
    expect(await footprint()).toEqual(before);
    expect(before.postings).toBeGreaterThan(0);
  });

  it('opens the built-in games on the site page in demo mode, for guests, trial accounts and members alike', async () => {
    const before = await footprint();
    const guest = (await freeLaunch({ nodeId: nodeIds.dice })).json().value;
    expect(guest).toEqual({ url: '/originals?game=dice&demo=1', launchMode: 'INPAGE', gameName: 'Panalo Dice' });

    const trial = (await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'web', platform: 'W' } })).json();
    expect(trial.success, JSON.stringify(trial)).toBe(true);
    expect((await freeLaunch({ nodeId: nodeIds.slot }, bearer(trial.value.token))).json().value.url).toBe('/originals?game=slot&demo=1');

    const { token } = await fundedMember(t, 'freeplay02', 10_000);
    const during = await footprint();
    expect((await freeLaunch({ nodeId: nodeIds.mines }, bearer(token))).json().value.url).toBe('/originals?game=mines&demo=1');
    expect(await footprint()).toEqual(during);
    expect(during.sessions).toBe(before.sessions);
    expect(during.recents).toBe(before.recents);
    const recent = (await t.request({ method: 'GET', url: '/lgw/games/recent', headers: bearer(token) })).json().value;
    expect(recent.list).toEqual([]);
  });

  it('lists the built-in games as offering a free trial', async () => {
    const games = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games as {
      supportPlay: number;
    }[];
    expect(games).toHaveLength(5);
    expect(games.every((entry) => entry.supportPlay === 0)).toBe(true);
  });

  it('refuses a game without a free trial with its own message, in the user’s language', async () => {
    const english = await freeLaunch({ nodeId: nodeIds.REAL1 });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      success: false,
      code: 'FREE_PLAY_NOT_OFFERED',
      message: 'This game has no free play. Please play it with a real account.',
    });
    const tagalog = await freeLaunch({ nodeId: nodeIds.REAL1 }, { lang: 'tl' });
    expect(tagalog.json()).toMatchObject({
      code: 'FREE_PLAY_NOT_OFFERED',
      message: 'Walang free play ang larong ito. Laruin ito gamit ang totoong account.',
    });
  });

  it('says an unknown game is not found and a vendor in maintenance is under maintenance', async () => {
    const unknown = await freeLaunch({ nodeId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    const closed = await freeLaunch({ nodeId: nodeIds.FREE2 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('GAME_UNDER_MAINTENANCE');
  });

  it('refuses a malformed body with the validation error', async () => {
    for (const payload of [{}, { nodeId: 'abc' }, { nodeId: 0 }, { nodeId: -3 }, { nodeId: 1.5 }]) {
      const answer = await freeLaunch(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
