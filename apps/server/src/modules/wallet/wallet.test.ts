import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.test-kit';
import { walletCalls } from '../../test-support/wallet-calls.test-kit';

describe('wallet: balance, vendor wallets, history', () => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  const { newKey, fund, get, transfer } = walletCalls(
    () => t,
    () => token,
  );

  beforeAll(async () => {
    t = await createTestApp();
    memberId = await t.account({ username: 'wallet01', password: 'Wallet1234' });
    token = await t.login('wallet01', 'Wallet1234');
  });
  afterAll(() => t.close());

  it('starts at zero and shows credits at once, with a push to the open pages', async () => {
    expect((await get('/wps/v2/wallets/balance')).json().value).toEqual({ currency: 'PHP', balance: 0, held: 0 });
    await fund(memberId, 100_000);
    expect((await get('/wps/v2/wallets/balance')).json().value).toEqual({ currency: 'PHP', balance: 100_000, held: 0 });
    // The push goes out after the commit, without holding up the answer.
    await expect
      .poll(() => t.pushes.at(-1))
      .toEqual({ memberId, event: 'balance', payload: { currency: 'PHP', balance: 100_000, held: 0 } });
  });

  it('needs a session', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_LOGGED_IN');
  });

  it('lists the transfer-mode vendor wallets; the merchant wallet is not single', async () => {
    const wallet = (await get('/wps/v2/wallets/merchant')).json().value;
    expect(wallet.isSingle).toBe(false);
    expect(wallet.vendors.map((vendor: { code: string }) => vendor.code)).toEqual(['SBXLIVE', 'SBXSPORT']);
  });

  describe('after some transfers', () => {
    beforeAll(async () => {
      // History rows of both directions for the filters below; the transfers themselves are tested in vendor-transfer.
      for (const body of [
        { from: 'MAIN', to: 'SBXLIVE', amount: 30_000 },
        { from: 'SBXLIVE', to: 'MAIN', amount: 10_000 },
        { from: 'MAIN', to: 'SBXSPORT', amount: 5_000 },
        { from: 'SBXSPORT', to: 'MAIN', amount: 5_000 },
      ]) {
        expect((await transfer(body)).statusCode).toBe(200);
      }
    });

    it('lists the history newest first, filtered by type and period, and paged', async () => {
      const all = (await get('/wps/v2/wallets/transactions?pageSize=2')).json().value;
      expect(all.total).toBeGreaterThanOrEqual(5);
      expect(all.list).toHaveLength(2);
      expect(all.list[0].id).toBeGreaterThan(all.list[1].id);

      const outs = (await get('/wps/v2/wallets/transactions?type=TRANSFER_OUT')).json().value;
      expect(outs.list.every((row: { type: string; amount: number }) => row.type === 'TRANSFER_OUT' && row.amount < 0)).toBe(true);

      const future = t.clock.now() + 86_400_000;
      const none = (await get(`/wps/v2/wallets/transactions?from=${future}&to=${future + 1000}`)).json().value;
      expect(none).toMatchObject({ list: [], total: 0 });

      const bad = await get('/wps/v2/wallets/transactions?from=10&to=5');
      expect(bad.json().code).toBe('VALIDATION_FAILED');
      expect((await get('/wps/v2/wallets/transactions?type=NOPE')).statusCode).toBe(400);
    });

    it('sums the personal profit and lists bonuses', async () => {
      const profit = (await get('/wps/v2/wallets/profit')).json().value;
      expect(profit).toMatchObject({ currency: 'PHP', bonuses: 100_000, bets: 0, wins: 0, profit: 100_000 });
      const bonus = (await get('/wps/v2/wallets/bonus')).json().value;
      expect(bonus.list[0]).toMatchObject({ type: 'BONUS', amount: 100_000, reason: 'Welcome bonus' });
    });

    it('keeps the consolidated balance from trial accounts and from brands without the agent policy', async () => {
      const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'web', platform: 'W' } });
      const trialToken = trial.json().value.token as string;
      expect((await get('/wps/member/info/funds/consolidated', trialToken)).json().code).toBe('NEED_TRUE_ACCOUNT');
      expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1 }, newKey(), trialToken)).json().code).toBe('NEED_TRUE_ACCOUNT');

      await t.updateBrand((brand) => {
        brand.settings.wallet.agentPolicy = false;
      });
      expect((await get('/wps/member/info/funds/consolidated')).statusCode).toBe(404);
    });
  });
});
