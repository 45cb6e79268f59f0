import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { SEAMLESS_HEADER_PREFIX, SEAMLESS_VENDOR_HEADER } from '@panalo/contract/seamless';
import { signCallback } from '../../adapters/payments/callback-signature';
import { HOUR, MINUTE } from '../../lib/clock';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { importCatalogue } from './catalogue-import';
import { setVendorLaunchUrl } from './catalogue.repository';

const VENDOR = 'LIFEVEN';

const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Life Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [catalogueGame(VENDOR, 'SLOT1', 'Life Slot')],
};

/**
 * A launch token places bets with the member's money, so it lives only as long as the member's
 * session: log-out and a password change end it, and it runs out with the session. The money of a
 * round already played still lands (wins are accepted after the game session ended).
 */
describe(`the life of a game session (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let members = 0;
  let slot = 0;
  const originals: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, 'https://games.example.com/play');
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    secret = await brandSecret(t, 'vendor', VENDOR);
    const games = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG&pageSize=50' })).json().value.games as {
      nodeId: number;
      vassalage: string;
      gameCode: string;
    }[];
    slot = games.find((game) => game.vassalage === VENDOR)!.nodeId;
    for (const game of games.filter((entry) => entry.vassalage === ORIGINALS_VENDOR)) originals[game.gameCode] = game.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = () => fundedMember(t, `life${String((members += 1)).padStart(3, '0')}`, 10_000);
  async function launch(sessionToken: string, nodeId: number): Promise<string> {
    const answer = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(sessionToken) });
    expect(answer.statusCode, answer.body).toBe(200);
    return new URL(answer.json().value.url, 'http://site.test').searchParams.get('token')!;
  }
  const vendorCall = (path: string, body: unknown) => {
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
  let calls = 0;
  const bet = (token: string, roundId: string) =>
    vendorCall('bet', { token, transactionId: `b${(calls += 1)}`, roundId, amount: 1_000 }).then((answer) => answer.json());
  const win = (token: string, roundId: string) =>
    vendorCall('win', { token, transactionId: `w${(calls += 1)}`, roundId, amount: 2_500, endRound: true }).then((answer) => answer.json());
  const memberCall = (sessionToken: string) => t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(sessionToken) });

  it('takes no more bets after log-out, and still pays the round already played', async () => {
    const { token } = await member();
    const game = await launch(token, slot);
    expect((await bet(game, 'out-r1')).success).toBe(true);
    const out = await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await bet(game, 'out-r2')).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID', balance: 9_000 });
    expect((await vendorCall('balance', { token: game })).json().code).toBe('GAME_SESSION_INVALID');
    expect(await win(game, 'out-r1')).toMatchObject({ success: true, value: { balance: 11_500 } });
  });

  it('takes no more bets after a password change, in this session or any other, and using the site does not revive it', async () => {
    const { token } = await member();
    const other = await t.login(`life${String(members).padStart(3, '0')}`, 'Player1234');
    const here = await launch(token, slot);
    const there = await launch(other, slot);
    expect((await bet(here, 'pw-r1')).success).toBe(true);
    const changed = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: { oldPassword: 'Player1234', newPassword: 'Changed5678', confirmNewPassword: 'Changed5678' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await bet(here, 'pw-r2')).code).toBe('GAME_SESSION_INVALID');
    expect((await bet(there, 'pw-r3')).code).toBe('GAME_SESSION_INVALID');
    t.clock.advance(2 * MINUTE);
    expect((await memberCall(token)).statusCode).toBe(200);
    expect((await bet(here, 'pw-r4')).code).toBe('GAME_SESSION_INVALID');
    expect((await win(here, 'pw-r1')).success).toBe(true);
    // A new launch in the kept session plays again.
    expect((await bet(await launch(token, slot), 'pw-r5')).success).toBe(true);
  });

  it('lives while the member uses the site, ends with an idle session, and never outlives the session', async () => {
    const { token } = await member();
    const idle = t.app.ctx.config.SESSION_IDLE_MINUTES * MINUTE;
    const used = await launch(token, slot);
    // Thirteen hours of play with the site in use (the old fixed life was twelve hours).
    for (let hour = 0; hour < 13; hour++) {
      t.clock.advance(HOUR);
      expect((await memberCall(token)).statusCode).toBe(200);
    }
    expect((await bet(used, 'life-r1')).success).toBe(true);
    // The site left alone: the member's session and its games end together at the idle limit.
    t.clock.advance(idle - MINUTE);
    expect((await bet(used, 'life-r3')).success).toBe(true);
    t.clock.advance(MINUTE);
    expect((await bet(used, 'life-r4')).code).toBe('GAME_SESSION_INVALID');
    expect((await memberCall(token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('stops at the session absolute expiry even while in use', async () => {
    const { token } = await member();
    const game = await launch(token, slot);
    const absolute = t.app.ctx.config.SESSION_ABSOLUTE_HOURS;
    for (let hour = 1; hour < absolute; hour++) {
      t.clock.advance(HOUR);
      expect((await memberCall(token)).statusCode).toBe(200);
    }
    expect((await bet(game, 'abs-r1')).success).toBe(true);
    t.clock.advance(HOUR);
    expect((await bet(game, 'abs-r2')).code).toBe('GAME_SESSION_INVALID');
  });

  it('ends a built-in game with the session too', async () => {
    const { token } = await member();
    const game = await launch(token, originals.dice!);
    const round = { game: 'dice', bet: { amount: 1_000, direction: 'under', target: 4_950 } };
    const play = () =>
      t.request({ method: 'POST', url: '/lgw/originals/v1/play', payload: { token: game, ...round } }).then((r) => r.json());
    expect((await play()).success).toBe(true);
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect((await play()).code).toBe('GAME_SESSION_INVALID');
  });
});
