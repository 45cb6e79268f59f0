import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../modules/games/catalogue-import';
import { SANDBOX_VENDOR_PAGE } from '../modules/games/sandbox-vendor.routes';
import {
  demoCatalogue,
  SCHEDULED_STUDIO_VENDORS,
  STUDIO_BOOK_VENDORS,
  setDemoLaunchPages,
  STUDIO_TRANSFER_VENDORS,
  STUDIO_VENDORS,
} from '../seed/demo-catalogue';
import { fundedMember } from '../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

interface ListedGame {
  nodeId: number;
  gameCode: string;
  gameClassify: string;
}

describe(`the demo catalogue's instant-game vendors at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, demoCatalogue(0.05), t.clock.now());
    await setDemoLaunchPages(t.app.ctx.db);
  }, 120_000);
  afterAll(() => t.close());

  const list = async (vendor: string) =>
    (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${vendor}&pageSize=100` })).json().value.games as ListedGame[];

  it('points every slot, arcade, mini-game, bingo, fishing, card-room and live vendor to the studio, and leaves the other types alone', async () => {
    expect(STUDIO_VENDORS).toEqual([
      'LUCKYREEL',
      'GOLDPAGODA',
      'ISLANDSPIN',
      'NEONSLOT',
      'BAYANIPLAY',
      'JEEPNEY',
      'MAHARLIKA',
      'BINGOBAY',
      'SBXLIVE',
      'MANILALIVE',
      'PEARLDEALER',
      'REEFFISH',
      'OCEANHUNT',
      'TONGITS',
      'PUSOY',
    ]);
    const vendors = await t.app.ctx.db.selectFrom('vendors').select(['code', 'launch_url']).execute();
    const urls = Object.fromEntries(vendors.map((vendor) => [vendor.code, vendor.launch_url]));
    for (const vendor of STUDIO_VENDORS) expect(urls[vendor]).toBe(studioPagePath(vendor));
    // The fishing lobby, empty while no fishing vendor could launch, now lists both fishing vendors' games.
    const fishing = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=FISH&pageSize=100' })).json().value.games as {
      vassalage: string;
    }[];
    expect(new Set(fishing.map((game) => game.vassalage))).toEqual(new Set(['REEFFISH', 'OCEANHUNT']));
    // The transfer-mode live vendor plays at the studio too, from the member's wallet at the vendor.
    expect(STUDIO_TRANSFER_VENDORS).toEqual(['SBXLIVE']);
    // The cockfight arenas and the lotteries' draws are scheduled games of the studio, and so are the
    // sports books' leagues: their vendors open there too, the transfer-mode Sandbox Sports among them.
    expect(SCHEDULED_STUDIO_VENDORS).toEqual(['SV3', 'WS168', 'DIG', 'DS88', 'WGB', 'LOTTOPH', 'QUICKDRAW']);
    expect(STUDIO_BOOK_VENDORS).toEqual(['SBXSPORT', 'ARENABET', 'AV', 'IMES', 'IA', 'AI', 'TF']);
    for (const vendor of [...SCHEDULED_STUDIO_VENDORS, ...STUDIO_BOOK_VENDORS]) expect(urls[vendor]).toBe(studioPagePath(vendor));
    // No demo vendor opens the sandbox vendor page, which plays nothing.
    expect(Object.entries(urls).filter(([, url]) => url === SANDBOX_VENDOR_PAGE)).toEqual([]);
  });

  it("opens Sandbox Sports' card and leagues at the studio's sports book", async () => {
    const leagues = (await t.request({ method: 'GET', url: '/lgw/games/list?vassalage=SBXSPORT&isGame=GAME' })).json().value
      .games as ListedGame[];
    expect(leagues.map((game) => game.gameCode)).toEqual(['SBXSPORT_PFL', 'SBXSPORT_PBL']);
    const { token } = await fundedMember(t, 'sbxsportcard', 0);
    const card = (await t.request({ method: 'GET', url: '/lgw/games/list?vassalage=SBXSPORT&isGame=VASSALAGE' })).json().value
      .games as ListedGame[];
    for (const game of [...card, ...leagues]) {
      const launched = (
        await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: bearer(token) })
      ).json().value;
      expect(launched, game.gameCode).toMatchObject({ launchMode: 'INPAGE', walletMode: 'TRANSFER', walletCode: 'SBXSPORT' });
      const address = new URL(launched.url, 'http://site.test');
      expect(address.pathname).toBe(studioPagePath('SBXSPORT'));
      const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
      expect(page.statusCode, game.gameCode).toBe(200);
      for (const league of leagues) expect(page.body).toContain(`data-testid="sports-league-${league.gameCode}"`);
    }
  });

  it('plays one round of one game of every classify of every studio vendor, each moving the balance by its result (crash entries open the shared round)', async () => {
    const { token } = await fundedMember(t, 'everyvendor', 10_000_000);
    let main = 10_000_000;
    // A transfer-mode vendor's tables play from its wallet: the member moves money there first.
    const atVendor = new Map<string, number>();
    for (const vendor of STUDIO_TRANSFER_VENDORS) {
      const moved = await t.request({
        method: 'POST',
        url: '/wps/v2/wallets/transfer',
        payload: { from: 'MAIN', to: vendor, amount: 1_000_000 },
        headers: { ...bearer(token), 'idempotency-key': `every-vendor-${vendor}` },
      });
      expect(moved.json().success, vendor).toBe(true);
      main -= 1_000_000;
      atVendor.set(vendor, 1_000_000);
    }
    for (const vendor of STUDIO_VENDORS) {
      let balance = atVendor.get(vendor) ?? main;
      const byClassify = new Map<string, ListedGame>();
      for (const game of await list(vendor)) if (!byClassify.has(game.gameClassify)) byClassify.set(game.gameClassify, game);
      for (const game of byClassify.values()) {
        const launched = await t.request({
          method: 'POST',
          url: '/wps/game/launchGame',
          payload: { nodeId: game.nodeId },
          headers: bearer(token),
        });
        const address = new URL(launched.json().value.url, 'http://site.test');
        const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
        expect(page.statusCode, `${vendor} ${game.gameCode}`).toBe(200);
        // A crash entry opens the shared crash round (scheduled/crash, tested there): no instant round to play.
        if (game.gameClassify === 'CR') {
          expect(page.body).toContain('data-testid="crash-stage"');
          continue;
        }
        const config = JSON.parse(/<script type="application\/json" id="studio-config">(.*?)<\/script>/s.exec(page.body)![1]!) as {
          kind: 'slot' | 'wheel' | 'fish' | 'pusoy' | 'live' | 'bingo' | 'tongits';
          bets: number[];
          rooms?: { point: number }[];
          spotNames?: Record<string, string>;
        };
        // Each game type's smallest bet; a card room's one-step round plays a hand with the auto-arrange rule.
        const betOf = {
          slot: () => ({ lineBet: config.bets[0] }),
          wheel: () => ({ amount: config.bets[0] }),
          fish: () => ({ amount: config.bets[0], target: 0 }),
          pusoy: () => ({ point: config.rooms![0]!.point, seat: 0 }),
          tongits: () => ({ stake: config.bets[0] }),
          bingo: () => ({ cards: 1, cardBet: config.bets[0] }),
          live: () => ({ spots: { [Object.keys(config.spotNames!)[0]!]: config.bets[0] } }),
        };
        const bet = betOf[config.kind]();
        const played = await t.request({
          method: 'POST',
          url: `/studio/${vendor}/round`,
          payload: { token: address.searchParams.get('token'), game: game.gameCode, bet, requestKey: `every-${game.gameCode}` },
        });
        const round = played.json().value;
        expect(round.balance, `${vendor} ${game.gameCode}`).toBe(balance - round.stake + round.payout);
        balance = round.balance;
      }
      if (atVendor.has(vendor)) atVendor.set(vendor, balance);
      else main = balance;
    }
    const wallet = (await t.request({ method: 'GET', url: '/wps/v2/wallets/merchant', headers: bearer(token) })).json().value as {
      main: number;
      vendors: { code: string; balance: number }[];
    };
    expect(wallet.main).toBe(main);
    for (const [vendor, balance] of atVendor) expect(wallet.vendors.find((entry) => entry.code === vendor)?.balance, vendor).toBe(balance);
  });
});
