import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile, Game } from '@panalo/contract/games';
import { catalogueGame, importPlayableCatalogue } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { parseCatalogue } from './catalogue-import';

const game = catalogueGame;

/** A small catalogue whose every answer the tests can predict, plus 50 filler slots for paging. */
function catalogue(): CatalogueFile {
  const fillers = Array.from({ length: 50 }, (_, index) =>
    game('SPINCO', `FILL${index}`, `Filler Reels ${index}`, { sortOrder: 100 + index }),
  );
  return {
    vendors: [
      { code: 'SPINCO', name: 'Spin Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
      { code: 'LIVECO', name: 'Live Co', gameType: 'LIVE', gameClassify: null, launchMode: 'INPAGE', walletMode: 'seamless' },
      { code: 'BOOKIE', name: 'Bookie', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
      { code: 'IMES', name: 'IM E-sports', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
      { code: 'SV3', name: 'SV388', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
      { code: 'EMPTYCO', name: 'Nothing Yet', gameType: 'FISH', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    ],
    games: [
      game('SPINCO', 'GOLD', 'Golden Dragon', { isHot: true, minBet: 50, minLineNum: 25, sortOrder: 1, rtp: 96.5 }),
      game('SPINCO', 'PCT', '100% Wild_Fire', { minBet: 200, minLineNum: 10, sortOrder: 2 }),
      game('SPINCO', 'JACK', 'Jackpot Dragon', { gameClassify: 'JP', isHot: true, minLineNum: 243, sortOrder: 3, supportPlay: 0 }),
      ...fillers,
      game('LIVECO', 'BAC1', 'Baccarat A', { gameType: 'LIVE', gameClassify: 'TG', minLineNum: 0 }),
      game('BOOKIE', 'LOBBY', 'Bookie', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true }),
      game('IMES', 'LOBBY', 'IM E-sports', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true }),
      game('SV3', 'LOBBY', 'SV388', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true }),
    ],
  };
}

describe(`the game catalogue (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await importPlayableCatalogue(t.app.ctx.db, t.merchantId, catalogue(), t.clock.now());
    await t.account({ username: 'gamer01', password: 'Gamer1234' });
    token = await t.login('gamer01', 'Gamer1234');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, auth?: string) => t.request({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  const list = async (query: string) =>
    (await get(`/lgw/games/list?${query}`)).json().value as { games: Game[]; total: number; totalPages: number };
  const names = (games: Game[]) => games.map((entry) => entry.gameName);

  it('groups vendors into menus by game type, with e-sports and cockfight vendors split out and empty vendors hidden', async () => {
    const { menus } = (await get('/lgw/games/game_menus')).json().value as {
      menus: { gameType: string; vendors: { vassalage: string }[] }[];
    };
    const codes = (type: string) => menus.find((menu) => menu.gameType === type)!.vendors.map((vendor) => vendor.vassalage);
    expect(codes('SPORTS')).toEqual(['BOOKIE']);
    expect(codes('ESPORTS')).toEqual(['IMES']);
    expect(codes('COCKFIGHT')).toEqual(['SV3']);
    expect(codes('FISH')).toEqual([]);
    const spin = menus.find((menu) => menu.gameType === 'RNG')!.vendors.find((vendor) => vendor.vassalage === 'SPINCO');
    expect(spin).toMatchObject({
      displayName: 'Spin Co',
      gameCount: 53,
      launchMode: 'POPUP',
      lagerIcon: '/lgw/games/vendor-icon/SPINCO.svg',
    });

    const lanes = (await get('/lgw/games/lanes?platform=html5-desktop')).json().value.data.lanes as { gameType: string }[];
    expect(lanes.map((lane) => lane.gameType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect((await get('/lgw/games/vendorTypes?gameType=LIVE')).json().value).toMatchObject([{ vassalage: 'LIVECO', launchMode: 'INPAGE' }]);
  });

  it('pages the game list 42 at a time and filters by type, vendor, classify, bet, lines and a trimmed, literal name', async () => {
    const first = await list('gameType=RNG');
    expect(first).toMatchObject({ total: 53, totalPages: 2 });
    expect(first.games).toHaveLength(42);
    expect(first.games[0]).toMatchObject({
      gameName: 'Golden Dragon',
      vassalage: 'SPINCO',
      isGame: 'GAME',
      isHot: true,
      rtp: 96.5,
      iconUrl: '/lgw/games/icon/SPINCO/GOLD.svg',
    });
    expect((await list('gameType=RNG&pageNo=2')).games).toHaveLength(11);
    expect(names((await list(`gameName=${encodeURIComponent('  dragon ')}`)).games)).toEqual(['Golden Dragon', 'Jackpot Dragon']);
    // % and _ are searched for as typed, not as wildcards.
    expect(names((await list(`gameName=${encodeURIComponent('100%')}`)).games)).toEqual(['100% Wild_Fire']);
    expect((await list(`gameName=${encodeURIComponent('_')}`)).total).toBe(1);
    expect(names((await list('gameClassify=JP')).games)).toEqual(['Jackpot Dragon']);
    expect(names((await list('vassalage=liveco')).games)).toEqual(['Baccarat A']);
    expect((await list('gameType=RNG&minBet=150')).games.map((entry) => entry.gameCode)).toEqual(['PCT']);
    expect(names((await list('gameType=RNG&minLineNum=25')).games)).toEqual(['Golden Dragon', 'Jackpot Dragon']);
    expect(names((await list('selectType=HOT')).games)).toEqual(['Golden Dragon', 'Jackpot Dragon']);
    expect((await list('gameType=SPORTS')).games[0]).toMatchObject({ isGame: 'VASSALAGE', vassalage: 'BOOKIE' });
    expect((await list('gameType=ESPORTS')).games.map((entry) => entry.vassalage)).toEqual(['IMES']);
  });

  it('refuses bad filters with the catalogue message, never a server error', async () => {
    for (const query of ['gameType=POKER', 'pageNo=0', 'pageSize=1000', 'minBet=-1', `gameName=${'x'.repeat(300)}`, 'vassalage=%27;drop']) {
      const answer = await get(`/lgw/games/list?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists hot games and popular games of a type', async () => {
    expect(names((await get('/lgw/games/hot?gameType=RNG')).json().value.list)).toEqual(['Golden Dragon', 'Jackpot Dragon']);
    const popular = (await get('/lgw/games/popular?gameType=RNG&limit=3')).json().value.list as Game[];
    expect(names(popular)).toEqual(['Golden Dragon', '100% Wild_Fire', 'Jackpot Dragon']);
  });

  it('keeps favourites per member: add once, list, ids, remove; guests and trial accounts are refused', async () => {
    const gold = (await list('gameName=golden')).games[0]!;
    const jack = (await list('gameName=jackpot')).games[0]!;
    const add = (nodeId: unknown, auth = token) =>
      t.request({ method: 'POST', url: '/lgw/games/favorites', payload: { nodeId }, headers: bearer(auth) });
    expect((await add(gold.nodeId)).json().success).toBe(true);
    t.clock.advance(1_000);
    expect((await add(jack.nodeId)).json().success).toBe(true);
    expect((await add(jack.nodeId)).json().success).toBe(true);
    expect((await get('/lgw/games/favorites/ids', token)).json().value).toEqual([gold.nodeId, jack.nodeId].sort((a, b) => a - b));
    const page = (await get('/lgw/games/favorites?pageSize=999', token)).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(names(page.content)).toEqual(['Jackpot Dragon', 'Golden Dragon']);

    const removed = await t.request({
      method: 'DELETE',
      url: `/lgw/games/favorites?nodeId=${gold.nodeId}&vendor=SPINCO&gameType=RNG`,
      headers: bearer(token),
    });
    expect(removed.json().success).toBe(true);
    expect((await get('/lgw/games/favorites/ids', token)).json().value).toEqual([jack.nodeId]);

    expect((await add(999_999)).json().code).toBe('GAME_NOT_FOUND');
    expect((await add(2 ** 40)).json().code).toBe('VALIDATION_FAILED');
    expect((await add('x')).json().code).toBe('VALIDATION_FAILED');
    expect((await t.request({ method: 'POST', url: '/lgw/games/favorites', payload: { nodeId: gold.nodeId } })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'web', platform: 'W' } });
    expect((await add(gold.nodeId, trial.json().value.token)).json().code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('keeps game ids (and so favourites) when the catalogue is loaded again, and hides a vendor the brand turns off', async () => {
    const jack = (await list('gameName=jackpot')).games[0]!;
    const again = catalogue();
    again.games[2] = { ...again.games[2]!, name: 'Jackpot Dragon Deluxe' };
    await importPlayableCatalogue(t.app.ctx.db, t.merchantId, again, t.clock.now());
    const renamed = (await list('gameName=jackpot')).games[0]!;
    expect(renamed).toMatchObject({ nodeId: jack.nodeId, gameName: 'Jackpot Dragon Deluxe' });
    expect(names((await get('/lgw/games/favorites', token)).json().value.content)).toContain('Jackpot Dragon Deluxe');

    const live = await t.app.ctx.db.selectFrom('vendors').select('id').where('code', '=', 'LIVECO').executeTakeFirstOrThrow();
    await t.app.ctx.db
      .updateTable('merchant_vendors')
      .set({ enabled: 0 })
      .where('vendor_id', '=', live.id)
      .where('merchant_id', '=', t.merchantId)
      .execute();
    expect((await list('vassalage=LIVECO')).total).toBe(0);
    expect((await get('/lgw/games/vendorTypes?gameType=LIVE')).json().value).toEqual([]);
  });

  it('reads a CSV catalogue and reports its bad rows by line', async () => {
    const csv = [
      'vendor,vendorName,gameType,gameClassify,gameCode,name,minBet,minLineNum,isHot',
      'CSVCO,CSV Games,FISH,AC,F1,Reef King,100,0,yes',
      'CSVCO,CSV Games,FISH,AC,F2,Shark Hunt,50,0,no',
      'CSVCO,CSV Games,FISHY,AC,F3,Bad Type,50,0,no',
    ].join('\n');
    const { file, badRows } = parseCatalogue(csv);
    expect(badRows).toEqual([{ line: 4, reason: expect.stringContaining('gameType') }]);
    const report = await importPlayableCatalogue(t.app.ctx.db, t.merchantId, file, t.clock.now());
    expect(report).toMatchObject({ vendors: 1, games: 2 });
    expect((await list('gameType=FISH')).games.map((entry) => [entry.gameName, entry.isHot])).toEqual([
      ['Reef King', true],
      ['Shark Hunt', false],
    ]);
  });

  it('draws game and vendor icons on the server, with the name escaped', async () => {
    await importPlayableCatalogue(
      t.app.ctx.db,
      t.merchantId,
      { vendors: catalogue().vendors.slice(0, 1), games: [game('SPINCO', 'XSS', '<script>alert(1)</script> & Co')] },
      t.clock.now(),
    );
    const icon = await get('/lgw/games/icon/SPINCO/XSS.svg');
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(icon.body).not.toContain('<script');
    expect(icon.body).toContain('&lt;script&gt;');
    expect((await get('/lgw/games/vendor-icon/SPINCO.svg')).body).toContain('Spin Co');
    expect((await get('/lgw/games/icon/SPINCO/NOPE.svg')).json().code).toBe('GAME_NOT_FOUND');
    expect((await get('/lgw/games/icon/SPINCO/..%2F..%2Fetc.svg')).statusCode).toBe(400);
  });

  it('keeps lobby answers for GAMES_CACHE_SECONDS per process: a newly loaded game shows once that time is over', async () => {
    const cached = await createTestApp({ GAMES_CACHE_SECONDS: '30' });
    try {
      const file = catalogue();
      await importPlayableCatalogue(cached.app.ctx.db, cached.merchantId, file, cached.clock.now());
      const total = async () => (await cached.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG' })).json().value.total as number;
      expect(await total()).toBe(53);
      await importPlayableCatalogue(
        cached.app.ctx.db,
        cached.merchantId,
        { ...file, games: [...file.games, game('SPINCO', 'NEW1', 'Brand New Reels')] },
        cached.clock.now(),
      );
      expect(await total()).toBe(53);
      cached.clock.advance(30_001);
      expect(await total()).toBe(54);
    } finally {
      await cached.close();
    }
  });
});
