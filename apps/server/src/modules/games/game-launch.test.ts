import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from './catalogue-import';
import { setVendorLaunchUrl } from './catalogue.repository';
import { throughLaunchCdn } from './launch-url';
import { SANDBOX_VENDOR_PAGE } from './sandbox-vendor.routes';

const catalogue: CatalogueFile = {
  vendors: [
    { code: 'SBXLIVE', name: 'Sandbox Live', gameType: 'LIVE', gameClassify: null, launchMode: 'INPAGE', walletMode: 'transfer' },
    { code: 'SLOTCO', name: 'Slot Co', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'LOTTA', name: 'Lotto A', gameType: 'LOTT', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
    { code: 'LOTTB', name: 'Lotto B', gameType: 'LOTT', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
  ],
  games: [
    catalogueGame('SBXLIVE', 'BAC1', 'Sandbox Baccarat <A>', { gameType: 'LIVE', gameClassify: 'TG' }),
    catalogueGame('SLOTCO', 'SLOT1', 'Slot One'),
    catalogueGame('LOTTA', '645', 'Mega 6/45', { gameType: 'LOTT', gameClassify: 'Lott', prizeMode: 'ZY' }),
    // The same code at another vendor: the lottery pages name the vendor to pick it.
    catalogueGame('LOTTB', '645', 'Other 6/45', { gameType: 'LOTT', gameClassify: 'Lott', prizeMode: 'LOTT' }),
  ],
};

describe(`launching games: transfer vendors, lotteries, launch CDNs, the sandbox vendor page (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  const nodeIds: Record<string, number> = {};

  const launch = (payload: object, as = token) => t.request({ method: 'POST', url: '/wps/game/launchGame', payload, headers: bearer(as) });
  const page = (url: string) => t.request({ method: 'GET', url });
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://site.test').searchParams);

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, 'SBXLIVE', SANDBOX_VENDOR_PAGE);
    await setVendorLaunchUrl(t.app.ctx.db, 'SLOTCO', 'https://games.slotco.example/play?skin=dark');
    await setVendorLaunchUrl(t.app.ctx.db, 'LOTTA', 'https://lotto-a.example/lobby');
    await setVendorLaunchUrl(t.app.ctx.db, 'LOTTB', 'https://lotto-b.example/lobby');
    for (const type of ['LIVE', 'RNG', 'LOTT']) {
      const list = (await t.request({ method: 'GET', url: `/lgw/games/list?gameType=${type}` })).json().value.games;
      for (const game of list as { nodeId: number; vassalage: string; gameCode: string }[])
        nodeIds[`${game.vassalage}:${game.gameCode}`] = game.nodeId;
    }
    token = (await fundedMember(t, 'frames01', 50_000)).token;
  }, 120_000);
  afterAll(() => t.close());

  it('answers TRANSFER and the wallet code for a transfer vendor, SEAMLESS and no code otherwise', async () => {
    const live = (await launch({ nodeId: nodeIds['SBXLIVE:BAC1'] })).json().value;
    expect(live).toMatchObject({ launchMode: 'INPAGE', walletMode: 'TRANSFER', walletCode: 'SBXLIVE', gameName: 'Sandbox Baccarat <A>' });
    expect(live.url.startsWith(`${SANDBOX_VENDOR_PAGE}?token=`)).toBe(true);
    const slot = (await launch({ nodeId: nodeIds['SLOTCO:SLOT1'] })).json().value;
    expect(slot).toMatchObject({ launchMode: 'POPUP', walletMode: 'SEAMLESS', walletCode: null, gameName: 'Slot One' });
    // The vendor's own query stays beside the launch's.
    expect(query(slot.url)).toMatchObject({ skin: 'dark', game: 'SLOT1' });
  });

  it('launches a lottery by its code with the lottery lobby fields in the vendor address', async () => {
    const sea = await launch({
      gameCode: '645',
      vassalage: 'lottb',
      prizeMode: 'SEA',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/lott',
    });
    expect(sea.statusCode, sea.body).toBe(200);
    expect(sea.json().value.url.startsWith('https://lotto-b.example/lobby?')).toBe(true);
    expect(query(sea.json().value.url)).toMatchObject({
      game: '645',
      launchMode: 'LOTT',
      prizeMode: 'SEA',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/lott',
    });
    // Without a vendor, the first in display order; without a prize mode, the game's own.
    const vn = (await launch({ gameCode: '645', lottoArea: 'VN', lottoView: 'lobby' })).json().value;
    expect(vn.gameName).toBe('Mega 6/45');
    expect(query(vn.url)).toMatchObject({ launchMode: 'LOTT', prizeMode: 'ZY', lottoArea: 'VN', lottoView: 'lobby' });
    expect(query(vn.url).device).toBeUndefined();
    // A lottery launched from its tile carries the lottery fields too.
    expect(query((await launch({ nodeId: nodeIds['LOTTB:645'] })).json().value.url)).toMatchObject({
      launchMode: 'LOTT',
      prizeMode: 'LOTT',
    });
    // Other games get none.
    expect(query((await launch({ nodeId: nodeIds['SLOTCO:SLOT1'] })).json().value.url).launchMode).toBeUndefined();
  });

  it('refuses bad lottery launches with catalogue errors, never a 500', async () => {
    const refused = async (payload: object) => {
      const response = await launch(payload);
      return { status: response.statusCode, code: response.json().code as string };
    };
    expect(await refused({ gameCode: '645', lottoView: 'table' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refused({ gameCode: '645', lottoArea: 'TH' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refused({ gameCode: '645', prizeMode: 'BIG' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refused({ gameCode: '645', device: 'TV' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refused({ gameCode: '<script>' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refused({ lottoView: 'lobby' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refused({ gameCode: 'NOPE42' })).toEqual({ status: 404, code: 'GAME_NOT_FOUND' });
    expect(await refused({ gameCode: '645', vassalage: 'SLOTCO' })).toEqual({ status: 404, code: 'GAME_NOT_FOUND' });
    // The lottery fields name a lottery: a slot is not one.
    expect(await refused({ gameCode: 'SLOT1', lottoView: 'lobby' })).toEqual({ status: 404, code: 'GAME_NOT_FOUND' });
    const tl = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { gameCode: 'NOPE42' },
      headers: { ...bearer(token), lang: 'TY' },
    });
    expect(tl.json().message).toBe('Hindi available ang larong ito. Pumili ng ibang laro.');
  });

  it('swaps a vendor address for a random launch CDN of the brand, and leaves the site’s own pages alone', async () => {
    await t.updateBrand((merchant) => {
      merchant.settings.launchGameCDNs = ['https://cdn-a.example.net', 'cdn-b.example.net:8443', 'not a host ::'];
    });
    const hosts = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const url = new URL((await launch({ nodeId: nodeIds['SLOTCO:SLOT1'] })).json().value.url);
      expect(url.protocol).toBe('https:');
      expect(`${url.pathname}?skin=${url.searchParams.get('skin')}`).toBe('/play?skin=dark');
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      hosts.add(url.host);
    }
    expect([...hosts].every((host) => ['cdn-a.example.net', 'cdn-b.example.net:8443'].includes(host))).toBe(true);
    expect((await launch({ nodeId: nodeIds['SBXLIVE:BAC1'] })).json().value.url.startsWith(`${SANDBOX_VENDOR_PAGE}?`)).toBe(true);
    await t.updateBrand((merchant) => {
      merchant.settings.launchGameCDNs = [];
    });
    expect(new URL((await launch({ nodeId: nodeIds['SLOTCO:SLOT1'] })).json().value.url).host).toBe('games.slotco.example');
  });

  it('picks each launch CDN by the random index it is given', () => {
    const cdns = ['https://one.example', 'http://two.example:8080'];
    expect(throughLaunchCdn('https://vendor.example/p?a=1', cdns, () => 0)).toBe('https://one.example/p?a=1');
    expect(throughLaunchCdn('https://vendor.example/p?a=1', cdns, () => 1)).toBe('http://two.example:8080/p?a=1');
    expect(throughLaunchCdn('https://vendor.example/p', ['javascript:alert(1)', ''], () => 0)).toBe('https://vendor.example/p');
    expect(throughLaunchCdn('/originals?token=x', cdns, () => 0)).toBe('/originals?token=x');
  });

  it('serves the sandbox vendor page with the member’s balance at the vendor, read only', async () => {
    const { token: member } = await fundedMember(t, 'frames02', 20_000);
    const moved = await t.request({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      payload: { from: 'MAIN', to: 'SBXLIVE', amount: 10_000 },
      headers: { ...bearer(member), 'idempotency-key': 'frames02-move-1' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const url = (await launch({ nodeId: nodeIds['SBXLIVE:BAC1'] }, member)).json().value.url as string;
    const shown = await page(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(shown.body).toContain('Sandbox Baccarat &lt;A&gt;');
    expect(shown.body).toMatch(/Your Sandbox Live wallet<\/dt><dd class="amount" data-field="balance">₱100\.00</);
    // Showing it moved nothing.
    const balance = (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(member) })).json().value;
    expect(balance.balance).toBe(10_000);

    const tagalog = await page(url.replace('lang=EN', 'lang=TY'));
    expect(tagalog.body).toContain('Ang iyong Sandbox Live wallet');

    // A seamless vendor's page shows the main wallet; a lottery's shows the fields it got.
    await setVendorLaunchUrl(t.app.ctx.db, 'LOTTA', SANDBOX_VENDOR_PAGE);
    const lotto = await page(
      (await launch({ gameCode: '645', vassalage: 'LOTTA', lottoArea: 'VN', lottoView: 'betting' }, member)).json().value.url,
    );
    expect(lotto.statusCode).toBe(200);
    expect(lotto.body).toMatch(/Your balance<\/dt><dd class="amount" data-field="balance">₱100\.00</);
    expect(lotto.body).toContain('data-field="lottoArea">VN<');
    expect(lotto.body).toContain('data-field="lottoView">betting<');
  });

  it('refuses the sandbox vendor page without a live game session of the brand', async () => {
    const url = (await launch({ nodeId: nodeIds['SBXLIVE:BAC1'] })).json().value.url as string;
    for (const bad of [`${SANDBOX_VENDOR_PAGE}`, `${SANDBOX_VENDOR_PAGE}?token=short`, `${SANDBOX_VENDOR_PAGE}?token=${'x'.repeat(43)}`]) {
      const refused = await page(bad);
      expect(refused.statusCode, bad).toBe(401);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain('The game session has ended. Please open the game again.');
    }
    expect((await page(url)).statusCode).toBe(200);
    // The brand stops offering the vendor (an operator's switch): its game is gone.
    const db = t.app.ctx.db;
    const vendor = await db.selectFrom('vendors').select('id').where('code', '=', 'SBXLIVE').executeTakeFirstOrThrow();
    await db
      .updateTable('merchant_vendors')
      .set({ enabled: 0 })
      .where('merchant_id', '=', t.merchantId)
      .where('vendor_id', '=', vendor.id)
      .execute();
    const gone = await page(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This game is not available. Please choose another game.');
    await db
      .updateTable('merchant_vendors')
      .set({ enabled: 1 })
      .where('merchant_id', '=', t.merchantId)
      .where('vendor_id', '=', vendor.id)
      .execute();
    expect((await page(url)).statusCode).toBe(200);
    // A game session lives as long as the member's session: unused, that ends after its idle limit.
    t.clock.advance(t.app.ctx.config.SESSION_IDLE_MINUTES * 60_000);
    expect((await page(url)).statusCode).toBe(401);
  });
});
