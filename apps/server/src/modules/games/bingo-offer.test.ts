import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile, Game, VendorCard } from '@panalo/contract/games';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from './catalogue-import';
import { setVendorLaunchUrl } from './catalogue.repository';

/**
 * A bingo vendor, a vendor with a slot and a bingo game, and a slot vendor: enough to see bingo come
 * and go with the brand's Tagalog.
 */
const catalogue: CatalogueFile = {
  vendors: [
    { code: 'BINGOCO', name: 'Bingo Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'MIXCO', name: 'Mix Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'SPINCO', name: 'Spin Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
  ],
  games: [
    catalogueGame('BINGOCO', 'B1', 'Bingo One', { gameClassify: 'BG', isHot: true, supportPlay: 0 }),
    catalogueGame('BINGOCO', 'B2', 'Bingo Two', { gameClassify: 'BG' }),
    catalogueGame('MIXCO', 'M1', 'Mix Spin', { gameClassify: 'SC', isHot: true, supportPlay: 0 }),
    catalogueGame('MIXCO', 'M2', 'Mix Bingo', { gameClassify: 'BG', isHot: true, supportPlay: 0 }),
    catalogueGame('SPINCO', 'S1', 'Spin One', { gameClassify: 'SC', supportPlay: 0 }),
  ],
};

const BINGO = ['B1', 'B2', 'M2'];

/** Bingo is offered only where TY is supported (spec 001 section 1): a brand's site offering English alone has none. */
describe(`bingo only where Tagalog is offered (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Lobby answers kept for ten minutes: only the cache key can make the change show at once.
    t = await createTestApp({ GAMES_CACHE_SECONDS: '600' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    for (const vendor of ['BINGOCO', 'MIXCO', 'SPINCO']) await setVendorLaunchUrl(t.app.ctx.db, vendor, 'https://games.example.com/play');
    for (const entry of (await get('/lgw/games/list?pageSize=100')).json().value.games as Game[]) ids[entry.gameCode] = entry.nodeId;
    token = (await fundedMember(t, 'bingo001', 50_000)).token;
    // The member's favourite and recent bingo game, from while the brand offered Tagalog.
    expect((await post('/lgw/games/favorites', { nodeId: ids.M2 }, token)).statusCode).toBe(200);
    expect((await post('/wps/game/launchGame', { nodeId: ids.M2 }, token)).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, auth?: string) => t.request({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  const post = (url: string, payload: unknown, auth?: string) =>
    t.request({ method: 'POST', url, payload: payload as object, headers: auth ? bearer(auth) : {} });
  const listed = async (url: string, key: 'games' | 'list' | 'content', auth?: string) =>
    ((await get(url, auth)).json().value[key] as Game[]).map((entry) => entry.gameCode);
  const offer = (languages: ('EN' | 'TY')[]) =>
    t.updateBrand((merchant) => {
      merchant.settings.languages = { offered: languages, default: 'EN' };
    });
  const menuVendors = async () => {
    const { menus } = (await get('/lgw/games/game_menus')).json().value as { menus: { vendors: VendorCard[] }[] };
    return menus.flatMap((menu) => menu.vendors.map((vendor) => vendor.vassalage));
  };
  /** Every lobby answer that lists games, for a guest and for the member. */
  const everyAnswer = async () => [
    await listed('/lgw/games/list?pageSize=100', 'games'),
    await listed('/lgw/games/list?gameClassify=BG', 'games'),
    await listed('/lgw/games/list?selectType=HOT', 'games'),
    await listed('/lgw/games/list?gameName=bingo', 'games'),
    await listed('/lgw/games/hot', 'list'),
    await listed('/lgw/games/popular', 'list'),
    await listed('/lgw/games/favorites?pageSize=999', 'content', token),
    await listed('/lgw/games/recent', 'list', token),
  ];

  it('lists and launches bingo while the brand offers Tagalog', async () => {
    expect(await menuVendors()).toEqual(expect.arrayContaining(['BINGOCO', 'MIXCO', 'SPINCO']));
    expect((await listed('/lgw/games/list?pageSize=100', 'games')).sort()).toEqual(['B1', 'B2', 'M1', 'M2', 'S1']);
    expect(await listed('/lgw/games/favorites?pageSize=999', 'content', token)).toEqual(['M2']);
    expect((await post('/wps/game/launchGame/free', { nodeId: ids.B1 })).statusCode).toBe(200);
    expect((await post('/wps/game/launchGame', { nodeId: ids.B1 }, token)).statusCode).toBe(200);
  });

  it('leaves bingo out of every lobby answer, and refuses to launch it, once the brand offers English alone', async () => {
    await offer(['EN']);
    const vendors = await menuVendors();
    expect(vendors).not.toContain('BINGOCO');
    expect(vendors).toEqual(expect.arrayContaining(['MIXCO', 'SPINCO']));
    const lanes = (await get('/lgw/games/lanes')).json().value.data.lanes as { cards: VendorCard[] }[];
    expect(lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage))).not.toContain('BINGOCO');
    const cards = (await get('/lgw/games/vendorTypes?gameType=RNG')).json().value as VendorCard[];
    expect(cards.find((card) => card.vassalage === 'MIXCO')?.gameCount).toBe(1);
    const answers = await everyAnswer();
    for (const codes of answers) for (const code of BINGO) expect(codes).not.toContain(code);
    expect(answers[0]!.sort()).toEqual(['M1', 'S1']);
    expect(answers[1]).toEqual([]);
    // A suggestion is never a bingo game either.
    const suggested = (await get(`/lgw/games/suggestions?nodeId=${ids.S1}`)).json().value.list as Game[];
    expect(suggested.map((entry) => entry.gameCode)).toEqual(['M1']);
    for (const code of BINGO) {
      expect((await post('/wps/game/launchGame/free', { nodeId: ids[code] })).json().code).toBe('GAME_NOT_FOUND');
      expect((await post('/wps/game/launchGame', { nodeId: ids[code] }, token)).json().code).toBe('GAME_NOT_FOUND');
      expect((await post('/lgw/games/favorites', { nodeId: ids[code] }, token)).json().code).toBe('GAME_NOT_FOUND');
    }
    // The other games play as before.
    expect((await post('/wps/game/launchGame', { nodeId: ids.M1 }, token)).statusCode).toBe(200);
  });

  it('shows bingo again as soon as the brand offers Tagalog again', async () => {
    await offer(['EN', 'TY']);
    expect(await menuVendors()).toContain('BINGOCO');
    expect((await listed('/lgw/games/list?gameClassify=BG', 'games')).sort()).toEqual(['B1', 'B2', 'M2']);
    expect(await listed('/lgw/games/favorites?pageSize=999', 'content', token)).toEqual(['M2']);
    expect((await post('/wps/game/launchGame', { nodeId: ids.B2 }, token)).statusCode).toBe(200);
  });
});
