import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { seamlessConformance, type SeamlessHarness } from '../../test-support/seamless-conformance.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { walletCalls } from '../../test-support/wallet-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import { setVendorLaunchUrl } from '../games/catalogue.repository';

const VENDOR = 'XFERVEN';

const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Transfer Vendor', gameType: 'LIVE', gameClassify: null, launchMode: 'INPAGE', walletMode: 'transfer' }],
  games: [catalogueGame(VENDOR, 'TABLE1', 'Table', { gameType: 'LIVE', gameClassify: 'TG' })],
};

/**
 * A transfer-mode vendor that settles its rounds through the seamless wallet API (the studio's
 * Sandbox Live does): every call plays from the member's wallet at the vendor, which the transfer
 * relay fills, and meets the whole conformance suite there. The main wallet stays where the
 * transfer left it.
 */
describe(`a transfer-mode vendor on the seamless wallet API (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    // The conformance suite fires calls at once: a pool large enough that they really run in parallel.
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, 'https://games.example.com/table');
    secret = await brandSecret(t, 'vendor', VENDOR);
    nodeId = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games[0].nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const { transfer, newKey } = walletCalls(() => t);
  const mainOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;

  /** A member with `vendorBalance` moved to the vendor wallet and `mainLeft` kept in the main one; the game session's token. */
  async function session(vendorBalance: number, mainLeft = 0): Promise<{ member: string; game: string }> {
    const { token } = await fundedMember(t, `xferven${String((members += 1)).padStart(3, '0')}`, vendorBalance + mainLeft);
    if (vendorBalance > 0)
      expect((await transfer({ from: 'MAIN', to: VENDOR, amount: vendorBalance }, newKey(), token)).json().success).toBe(true);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    return { member: token, game: new URL(launched.json().value.url).searchParams.get('token')! };
  }

  const harness = (): SeamlessHarness => ({ t, vendor: VENDOR, secret, session: async (balance) => (await session(balance)).game });
  seamlessConformance('a transfer-mode vendor, playing from its wallet', harness);

  const { id, value, refusal } = seamlessCalls(harness);

  it('moves the vendor wallet and never the main wallet, and the relay brings the result home', async () => {
    const { member, game } = await session(10_000, 5_000);
    expect(await value('balance', { token: game })).toEqual({ balance: 10_000, currency: 'PHP' });
    const roundId = id('round');
    expect((await value('bet', { token: game, transactionId: id('bet'), roundId, amount: 4_000 })).balance).toBe(6_000);
    expect((await value('win', { token: game, transactionId: id('win'), roundId, amount: 9_000, endRound: true })).balance).toBe(15_000);
    // A bet beyond the vendor wallet is refused, though the main wallet could pay it.
    expect(await refusal('bet', { token: game, transactionId: id('bet'), roundId: id('round'), amount: 15_001 })).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      balance: 15_000,
    });
    expect(await mainOf(member)).toBe(5_000);
    expect((await transfer({ from: VENDOR, to: 'MAIN', amount: 15_000 }, newKey(), member)).json().success).toBe(true);
    expect(await mainOf(member)).toBe(20_000);
    expect((await value('balance', { token: game })).balance).toBe(0);
  });
});
