import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile, Game, VendorCard } from '@panalo/contract/games';
import type { GameMaintenanceEntry } from '@panalo/contract/brand-settings';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enrolled, staffAccount } from '../staff/staff.test-kit';
import { importCatalogue } from './catalogue-import';
import { setVendorLaunchUrl } from './catalogue.repository';

const HOUR = 60 * 60 * 1000;

/**
 * Two slot vendors that launch (SPINCO, REELCO), one that has no launch adapter (NOPAGE), a fishing
 * vendor that launches: enough to tell playable from unplayable in every lobby answer.
 */
const catalogue: CatalogueFile = {
  vendors: [
    { code: 'SPINCO', name: 'Spin Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'REELCO', name: 'Reel Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'NOPAGE', name: 'No Page', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'FISHCO', name: 'Fish Co', gameType: 'FISH', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
  ],
  games: [
    catalogueGame('SPINCO', 'S1', 'Spin One', { isHot: true, supportPlay: 0, sortOrder: 1 }),
    catalogueGame('SPINCO', 'S2', 'Spin Two', { sortOrder: 2 }),
    catalogueGame('REELCO', 'R1', 'Reel One', { isHot: true, supportPlay: 0, sortOrder: 1 }),
    catalogueGame('REELCO', 'R2', 'Reel Two', { sortOrder: 2 }),
    catalogueGame('REELCO', 'R3', 'Reel Three', { sortOrder: 3 }),
    catalogueGame('NOPAGE', 'N1', 'Nowhere Spin', { isHot: true, supportPlay: 0 }),
    catalogueGame('FISHCO', 'F1', 'Fish One', { gameType: 'FISH', gameClassify: 'AC' }),
  ],
};

describe(`an honest lobby (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    for (const vendor of ['SPINCO', 'REELCO', 'NOPAGE', 'FISHCO'])
      await setVendorLaunchUrl(t.app.ctx.db, vendor, 'https://games.example.com/play');
    for (const type of ['RNG', 'FISH']) {
      const games = (await get(`/lgw/games/list?gameType=${type}`)).json().value.games as Game[];
      for (const entry of games) ids[entry.gameCode] = entry.nodeId;
    }
    token = (await fundedMember(t, 'lobby001', 50_000)).token;
    // The member's favourite and recent game of NOPAGE, made while it could still launch.
    expect((await post('/lgw/games/favorites', { nodeId: ids.N1 }, token)).statusCode).toBe(200);
    expect((await post('/wps/game/launchGame', { nodeId: ids.N1 }, token)).statusCode).toBe(200);
    await setVendorLaunchUrl(t.app.ctx.db, 'NOPAGE', null);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, auth?: string) => t.request({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  const post = (url: string, payload: unknown, auth?: string) =>
    t.request({ method: 'POST', url, payload: payload as object, headers: auth ? bearer(auth) : {} });
  const listed = async (url: string, key: 'games' | 'list' | 'content', auth?: string) =>
    ((await get(url, auth)).json().value[key] as Game[]).map((entry) => entry.gameCode);
  const setMaintenance = (entries: Partial<GameMaintenanceEntry>[]) =>
    t.updateBrand((merchant) => {
      merchant.settings.gameMaintenance.entries = entries.map((entry) => ({
        vendor: '',
        gameCode: null,
        startsAt: null,
        endsAt: null,
        ...entry,
      }));
    });
  const gameOf = async (code: string): Promise<Game> =>
    ((await get('/lgw/games/list?pageSize=100')).json().value.games as Game[]).find((entry) => entry.gameCode === code)!;

  it('leaves a vendor without a launch adapter out of every lobby answer', async () => {
    const { menus } = (await get('/lgw/games/game_menus')).json().value as { menus: { gameType: string; vendors: VendorCard[] }[] };
    const vendors = menus.flatMap((menu) => menu.vendors.map((vendor) => vendor.vassalage));
    expect(vendors).toEqual(expect.arrayContaining(['SPINCO', 'REELCO', 'FISHCO']));
    expect(vendors).not.toContain('NOPAGE');
    const lanes = (await get('/lgw/games/lanes')).json().value.data.lanes as { cards: VendorCard[] }[];
    expect(lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage))).not.toContain('NOPAGE');
    expect(((await get('/lgw/games/vendorTypes?gameType=RNG')).json().value as VendorCard[]).map((card) => card.vassalage)).toEqual([
      'SPINCO',
      'REELCO',
    ]);
    const answers = [
      await listed('/lgw/games/list', 'games'),
      await listed('/lgw/games/list?selectType=HOT', 'games'),
      await listed('/lgw/games/list?selectType=NEW', 'games'),
      await listed('/lgw/games/list?gameName=spin', 'games'),
      await listed('/lgw/games/hot', 'list'),
      await listed('/lgw/games/popular', 'list'),
      await listed('/lgw/games/favorites?pageSize=999', 'content', token),
      await listed('/lgw/games/recent', 'list', token),
    ];
    for (const codes of answers) expect(codes).not.toContain('N1');
    expect(answers[3]).toEqual(['S1', 'S2']);
    expect((await get('/lgw/games/list?vassalage=NOPAGE')).json().value).toMatchObject({ games: [], total: 0, totalPages: 0 });
    // A stale link still gets a clear answer, never a page.
    expect((await post('/wps/game/launchGame/free', { nodeId: ids.N1 })).json().code).toBe('GAME_UNDER_MAINTENANCE');
    expect((await post('/wps/game/launchGame', { nodeId: ids.N1 }, token)).json().code).toBe('GAME_UNDER_MAINTENANCE');
  });

  it('shows a vendor again as soon as a launch adapter is mapped to it', async () => {
    await setVendorLaunchUrl(t.app.ctx.db, 'NOPAGE', '/lgw/sandbox-vendor/play');
    expect(await listed('/lgw/games/list?gameType=RNG', 'games')).toContain('N1');
    expect(await listed('/lgw/games/favorites', 'content', token)).toEqual(['N1']);
    await setVendorLaunchUrl(t.app.ctx.db, 'NOPAGE', null);
    expect(await listed('/lgw/games/list?gameType=RNG', 'games')).not.toContain('N1');
  });

  it('puts a game in maintenance for its window only: marker, no launch, no free play, then back', async () => {
    const start = t.clock.now() + HOUR;
    await setMaintenance([{ vendor: 'SPINCO', gameCode: 'S1', startsAt: start, endsAt: start + HOUR }]);
    expect((await gameOf('S1')).maintenance).toBe(false);
    expect((await post('/wps/game/launchGame/free', { nodeId: ids.S1 })).statusCode).toBe(200);

    t.clock.advance(HOUR);
    expect((await gameOf('S1')).maintenance).toBe(true);
    expect((await gameOf('S2')).maintenance).toBe(false);
    expect(((await get('/lgw/games/hot')).json().value.list as Game[]).find((entry) => entry.gameCode === 'S1')?.maintenance).toBe(true);
    const free = await post('/wps/game/launchGame/free', { nodeId: ids.S1 });
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('GAME_UNDER_MAINTENANCE');
    expect((await post('/wps/game/launchGame', { nodeId: ids.S1 }, token)).json().code).toBe('GAME_UNDER_MAINTENANCE');
    expect((await post('/wps/game/launchGame', { nodeId: ids.S2 }, token)).statusCode).toBe(200);
    expect((await get(`/lgw/games/suggestions?nodeId=${ids.S1}`)).json().value).toMatchObject({ maintenance: true, endsAt: start + HOUR });

    t.clock.advance(HOUR);
    expect((await gameOf('S1')).maintenance).toBe(false);
    expect((await post('/wps/game/launchGame/free', { nodeId: ids.S1 })).statusCode).toBe(200);
    expect((await get(`/lgw/games/suggestions?nodeId=${ids.S1}`)).json().value).toMatchObject({ maintenance: false, endsAt: null });
  });

  it('puts a whole vendor in maintenance: its menu card and every game marked, until the entry goes', async () => {
    await setMaintenance([{ vendor: 'REELCO' }]);
    const cards = (await get('/lgw/games/vendorTypes?gameType=RNG')).json().value as VendorCard[];
    expect(Object.fromEntries(cards.map((card) => [card.vassalage, card.maintenance]))).toEqual({ SPINCO: false, REELCO: true });
    const games = (await get('/lgw/games/list?vassalage=REELCO')).json().value.games as Game[];
    expect(games.map((entry) => entry.maintenance)).toEqual([true, true, true]);
    expect((await post('/wps/game/launchGame', { nodeId: ids.R2 }, token)).json().code).toBe('GAME_UNDER_MAINTENANCE');
    await setMaintenance([]);
    expect((await post('/wps/game/launchGame', { nodeId: ids.R2 }, token)).statusCode).toBe(200);
  });

  it('suggests up to three playable games of the same type, never the game itself', async () => {
    await setMaintenance([
      { vendor: 'SPINCO', gameCode: 'S1' },
      { vendor: 'REELCO', gameCode: 'R3' },
    ]);
    const answer = (await get(`/lgw/games/suggestions?nodeId=${ids.S1}`)).json().value as { maintenance: boolean; list: Game[] };
    expect(answer.maintenance).toBe(true);
    expect(answer.list.map((entry) => entry.gameCode).sort()).toEqual(['R1', 'R2', 'S2']);
    for (const suggestion of answer.list) {
      expect(suggestion).toMatchObject({ gameType: 'RNG', maintenance: false });
      expect((await post('/wps/game/launchGame', { nodeId: suggestion.nodeId }, token)).statusCode).toBe(200);
    }
    const fish = (await get(`/lgw/games/suggestions?nodeId=${ids.F1}`)).json().value;
    expect(fish).toMatchObject({ maintenance: false, list: [] });
    expect((await get('/lgw/games/suggestions?nodeId=999999')).json().code).toBe('GAME_NOT_FOUND');
    expect((await get('/lgw/games/suggestions?nodeId=x')).json().code).toBe('VALIDATION_FAILED');
    await setMaintenance([]);
  });

  it('lets staff put a game in maintenance from the back office, and refuses a window that ends before it starts', async () => {
    await staffAccount(t, 'lobbyadmin', ['brand_admin']);
    const staff = (await enrolled(t, 'lobbyadmin')).token;
    const save = (value: unknown) => post('/wps/operator/settings/gameMaintenance', { value }, staff);
    const now = t.clock.now();
    const backwards = await save({ entries: [{ vendor: 'spinco', gameCode: 'S2', startsAt: now + HOUR, endsAt: now }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'entries.0.endsAt': expect.any(String) } });
    expect((await gameOf('S2')).maintenance).toBe(false);
    const saved = await save({ entries: [{ vendor: 'spinco', gameCode: 'S2', startsAt: null, endsAt: now + HOUR }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.groups.gameMaintenance.entries[0]).toMatchObject({ vendor: 'SPINCO', gameCode: 'S2' });
    expect((await gameOf('S2')).maintenance).toBe(true);
    expect((await save({ entries: [] })).statusCode).toBe(200);
    expect((await gameOf('S2')).maintenance).toBe(false);
  });

  it('counts profit on the winner board: a round paying back less than its stake never shows', async () => {
    const secret = await brandSecret(t, 'vendor', 'SPINCO');
    const { call } = seamlessCalls(() => ({ t, vendor: 'SPINCO', secret, session: async () => '' }));
    let players = 0;
    const session = async () => {
      const player = await fundedMember(t, `winner${(players += 1)}`, 100_000);
      const url = (await post('/wps/game/launchGame', { nodeId: ids.S2 }, player.token)).json().value.url as string;
      return { member: player.token, game: new URL(url).searchParams.get('token')! };
    };
    const round = async (gameToken: string, roundId: string, stake: number, payout: number) => {
      expect((await call('bet', { token: gameToken, transactionId: `${roundId}-b`, roundId, amount: stake })).statusCode).toBe(200);
      const win = await call('win', { token: gameToken, transactionId: `${roundId}-w`, roundId, amount: payout, endRound: true });
      expect(win.statusCode).toBe(200);
    };
    // A ₱20 baccarat bet returning ₱19.50 is a loss of ₱0.50; a ₱10 bet returning ₱15 a win of ₱5.
    const loser = await session();
    await round(loser.game, 'loss-1', 2_000, 1_950);
    await round((await session()).game, 'gain-1', 1_000, 1_500);
    const board = (await get('/lgw/games/winners?gameCategory=ALL&limitNum=20')).json().value as { winAmount: number }[];
    expect(board.map((entry) => entry.winAmount)).toEqual([500]);
    // The loser's own records say so too.
    const records = (await get('/wps/member/betRecords', loser.member)).json().value;
    expect(records.list[0]).toMatchObject({ stake: 2_000, win: 1_950, profit: -50 });
    expect(records.totals.profit).toBe(-50);
  });
});

describe(`maintenance through the lobby cache (${testDatabaseName()})`, () => {
  it('shows a window opening and closing at once, though lobby answers are kept for ten minutes', async () => {
    const cached = await createTestApp({ GAMES_CACHE_SECONDS: '600' });
    try {
      await importCatalogue(cached.app.ctx.db, cached.merchantId, catalogue, cached.clock.now());
      await setVendorLaunchUrl(cached.app.ctx.db, 'SPINCO', 'https://games.example.com/play');
      const spinOne = async () =>
        ((await cached.request({ method: 'GET', url: '/lgw/games/list?vassalage=SPINCO' })).json().value.games as Game[]).find(
          (entry) => entry.gameCode === 'S1',
        )!;
      const vendorCard = async () =>
        ((await cached.request({ method: 'GET', url: '/lgw/games/vendorTypes?gameType=RNG' })).json().value as VendorCard[]).find(
          (card) => card.vassalage === 'SPINCO',
        )!;
      // Steps shorter than the cache period, so only the cache key can make the change show.
      const STEP = 4 * 60 * 1000;
      const start = cached.clock.now() + STEP;
      expect((await spinOne()).maintenance).toBe(false);
      expect((await vendorCard()).maintenance).toBe(false);
      await cached.updateBrand((merchant) => {
        merchant.settings.gameMaintenance.entries = [{ vendor: 'SPINCO', gameCode: null, startsAt: start, endsAt: start + STEP }];
      });
      expect((await spinOne()).maintenance).toBe(false);
      cached.clock.advance(STEP);
      expect((await spinOne()).maintenance).toBe(true);
      expect((await vendorCard()).maintenance).toBe(true);
      cached.clock.advance(STEP);
      expect((await spinOne()).maintenance).toBe(false);
      expect((await vendorCard()).maintenance).toBe(false);
    } finally {
      await cached.close();
    }
  }, 120_000);
});
