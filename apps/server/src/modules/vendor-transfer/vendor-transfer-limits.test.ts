import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { walletCalls } from '../../test-support/wallet-calls.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';

/**
 * Transfer-mode vendors keep the money while it is played, so the member's wager and loss limits
 * count what goes into a vendor as staked and what comes back as won (play-limit-guards.ts).
 */
describe(`vendor transfers under the member's own limits (${testDatabaseName()})`, () => {
  let t: TestApp;
  const { newKey, fund, get, transfer } = walletCalls(
    () => t,
    () => '',
  );
  const codeOf = (response: { statusCode: number; json: () => { code?: string } }) =>
    response.statusCode === 200 ? 'OK' : response.json().code;

  /** A funded member with the given limits in force. */
  async function member(username: string, funds: number, limits: { key: string; value: number }[]) {
    const memberId = await t.account({ username, password: 'Wallet1234' });
    const token = await t.login(username, 'Wallet1234');
    await fund(memberId, funds);
    const set = await t.request({ method: 'POST', url: '/wps/responsibleGaming/limits', headers: bearer(token), payload: { limits } });
    expect(set.statusCode, set.body).toBe(200);
    return token;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts money into a vendor as staked and money back as won against the loss limit', async () => {
    const token = await member('rgxfer01', 100_000, [{ key: 'LOSS_DAILY', value: 20_000 }]);
    expect(codeOf(await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 15_000 }, newKey(), token))).toBe('OK');
    expect(codeOf(await transfer({ from: 'SBXLIVE', to: 'MAIN', amount: 5_000 }, newKey(), token))).toBe('OK');
    // 15,000 in, 5,000 back: 10,000 of the 20,000 used, so 12,000 more would pass it.
    const refused = await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 12_000 }, newKey(), token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'RG_LOSS_LIMIT', limit: { key: 'LOSS_DAILY' } });
    expect((await get('/wps/v2/wallets/balance', token)).json().value.balance).toBe(90_000);
    const key = newKey();
    const last = await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 10_000 }, key, token);
    expect(codeOf(last)).toBe('OK');
    // The limit is used up, but the same key still answers as it did: a replay counts nothing.
    const replayed = await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 10_000 }, key, token);
    expect(replayed.json()).toEqual(last.json());
    expect(codeOf(await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1 }, newKey(), token))).toBe('RG_LOSS_LIMIT');
    // Money back always lands, and makes room again.
    expect(codeOf(await transfer({ from: 'SBXLIVE', to: 'MAIN', amount: 3_000 }, newKey(), token))).toBe('OK');
    expect(codeOf(await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 3_000 }, newKey(), token))).toBe('OK');
  });

  it('gives the stake back when the vendor refuses the money', async () => {
    const token = await member('rgxfer02', 50_000, [{ key: 'WAGER_DAILY', value: 5_000 }]);
    t.app.ctx.vendorWallets.register('SBXSPORT', {
      deposit: async () => ({ ok: false, reason: 'maintenance' }),
      withdraw: async () => ({ ok: false, reason: 'maintenance' }),
      status: async () => 'failed',
    });
    for (let i = 0; i < 3; i++) {
      expect(codeOf(await transfer({ from: 'MAIN', to: 'SBXSPORT', amount: 4_000 }, newKey(), token))).toBe('VENDOR_TRANSFER_FAILED');
    }
    // Three refused transfers of 4,000 used none of the 5,000.
    expect(codeOf(await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 5_000 }, newKey(), token))).toBe('OK');
    expect(codeOf(await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1 }, newKey(), token))).toBe('RG_WAGER_LIMIT');
  });

  it('holds the limit under a burst of parallel transfers', async () => {
    const token = await member('rgxfer03', 100_000, [{ key: 'LOSS_DAILY', value: 10_000 }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1_000 }, newKey(), token)),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code === 'RG_LOSS_LIMIT')).toHaveLength(10);
    expect((await get('/wps/v2/wallets/balance', token)).json().value.balance).toBe(90_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
