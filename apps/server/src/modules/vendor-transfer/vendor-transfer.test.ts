import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverVendorTransfers } from '../vendor-transfer/vendor-transfer.service';
import { createTestApp, type TestApp } from '../../test-support/test-app.test-kit';
import { walletCalls } from '../../test-support/wallet-calls.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';

describe('vendor transfers: money between the main wallet and vendor wallets', () => {
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
    await fund(memberId, 100_000);
  });
  afterAll(() => t.close());

  it('moves money to a vendor wallet and back; the consolidated total stays whole', async () => {
    const out = await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 30_000 });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().value.balance.balance).toBe(70_000);
    expect(out.json().value.vendors.find((vendor: { code: string }) => vendor.code === 'SBXLIVE').balance).toBe(30_000);

    const back = await transfer({ from: 'sbxlive', to: 'MAIN', amount: 10_000 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().value.balance.balance).toBe(80_000);

    const total = (await get('/wps/member/info/funds/consolidated')).json().value;
    expect(total).toMatchObject({ total: 100_000, main: 80_000, held: 0 });
  });

  it('replays an answer for the same key and refuses the key with another payload', async () => {
    const key = newKey();
    const first = await transfer({ from: 'MAIN', to: 'SBXSPORT', amount: 5_000 }, key);
    const again = await transfer({ to: 'SBXSPORT', amount: 5_000, from: 'MAIN' }, key);
    expect(again.json()).toEqual(first.json());
    expect((await get('/wps/v2/wallets/balance')).json().value.balance).toBe(75_000);

    const other = await transfer({ from: 'MAIN', to: 'SBXSPORT', amount: 6_000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a missing key, an unknown or seamless wallet, a wallet-to-wallet move and an overdraft', async () => {
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1 }, null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await transfer({ from: 'MAIN', to: 'NOPE', amount: 1 })).json().code).toBe('WALLET_NOT_FOUND');
    expect((await transfer({ from: 'MAIN', to: 'PNL', amount: 1 })).json().code).toBe('WALLET_NOT_FOUND');
    expect((await transfer({ from: 'SBXLIVE', to: 'SBXSPORT', amount: 1 })).json().code).toBe('VALIDATION_FAILED');
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 0 })).json().code).toBe('VALIDATION_FAILED');
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1.5 })).json().code).toBe('VALIDATION_FAILED');

    const key = newKey();
    const overdraft = await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 10_000_000 }, key);
    expect(overdraft.json().code).toBe('INSUFFICIENT_BALANCE');
    // The refusal is the answer for that key.
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 10_000_000 }, key)).json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await transfer({ from: 'SBXLIVE', to: 'MAIN', amount: 10_000_000 })).json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('gives the money back when the vendor refuses, and says so', async () => {
    t.app.ctx.vendorWallets.register('SBXSPORT', {
      deposit: async () => ({ ok: false, reason: 'maintenance' }),
      withdraw: async () => ({ ok: false, reason: 'maintenance' }),
      status: async () => 'failed',
    });
    const before = (await get('/wps/v2/wallets/balance')).json().value.balance;
    const response = await transfer({ from: 'MAIN', to: 'SBXSPORT', amount: 1_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VENDOR_TRANSFER_FAILED');
    expect((await get('/wps/v2/wallets/balance')).json().value.balance).toBe(before);
  });

  it('finishes a transfer whose process stopped while the vendor was asked', async () => {
    let answerVendor: (ok: boolean) => void = () => undefined;
    t.app.ctx.vendorWallets.register('SBXLIVE', {
      deposit: () => new Promise((resolve) => (answerVendor = (ok) => resolve(ok ? { ok: true } : { ok: false, reason: 'late' }))),
      withdraw: async () => ({ ok: true }),
      status: async () => 'failed',
    });
    const before = (await get('/wps/v2/wallets/balance')).json().value.balance;
    const key = newKey();
    const stuck = transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 2_000 }, key);
    await expect.poll(async () => (await get('/wps/v2/wallets/balance')).json().value.balance).toBe(before - 2_000);
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 2_000 }, key)).json().code).toBe('ALREADY_PROCESSED');

    t.clock.advance(31_000);
    expect(await recoverVendorTransfers(t.app.ctx)).toBe(1);
    expect((await get('/wps/v2/wallets/balance')).json().value.balance).toBe(before);
    answerVendor(true); // too late: the transfer was already finished as failed
    expect((await stuck).json().code).toBe('VENDOR_TRANSFER_FAILED');
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 2_000 }, key)).json().code).toBe('VENDOR_TRANSFER_FAILED');
    expect((await get('/wps/v2/wallets/balance')).json().value.balance).toBe(before);
    t.app.ctx.vendorWallets.register('SBXLIVE', {
      deposit: async () => ({ ok: true }),
      withdraw: async () => ({ ok: true }),
      status: async () => 'done',
    });
  });

  it('never overdraws under concurrent transfers', async () => {
    const id = await t.account({ username: 'wallet02', password: 'Wallet1234' });
    const other = await t.login('wallet02', 'Wallet1234');
    await fund(id, 10_000);
    const results = await Promise.all(
      Array.from({ length: 15 }, () => transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 1_000 }, newKey(), other)),
    );
    const codes = results.map((response) => (response.statusCode === 200 ? 'OK' : response.json().code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code === 'INSUFFICIENT_BALANCE')).toHaveLength(5);
    expect((await get('/wps/v2/wallets/balance', other)).json().value.balance).toBe(0);
  });

  it('never leaves a transfer half done when two take the same vendor money at once', async () => {
    const id = await t.account({ username: 'wallet03', password: 'Wallet1234' });
    const other = await t.login('wallet03', 'Wallet1234');
    await fund(id, 5_000);
    expect((await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 5_000 }, newKey(), other)).statusCode).toBe(200);
    const keys = [newKey(), newKey()];
    const results = await Promise.all(keys.map((key) => transfer({ from: 'SBXLIVE', to: 'MAIN', amount: 4_000 }, key, other)));
    expect(results.map((response) => (response.statusCode === 200 ? 'OK' : response.json().code)).sort()).toEqual([
      'INSUFFICIENT_BALANCE',
      'OK',
    ]);
    // Each key keeps its answer, and nothing is left pending for recovery.
    for (const [index, key] of keys.entries()) {
      expect((await transfer({ from: 'SBXLIVE', to: 'MAIN', amount: 4_000 }, key, other)).json()).toEqual(results[index]!.json());
    }
    const pending = await t.app.ctx.db.selectFrom('vendor_transfers').select('id').where('status', '=', 'PENDING').execute();
    expect(pending).toEqual([]);
    const total = (await get('/wps/member/info/funds/consolidated', other)).json().value;
    expect(total).toMatchObject({ total: 5_000, main: 4_000 });
  });

  it("moves many members' money at once, each answer and balance their own, with refusals and replays among them", async () => {
    // On PostgreSQL, transfers that arrive together go to the database as one statement per step.
    const members = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const username = `crowd${String(index).padStart(2, '0')}`;
        const id = await t.account({ username, password: 'Wallet1234' });
        await fund(id, 1_000 * (index + 1));
        return { funded: 1_000 * (index + 1), amount: 100 * (index + 1), token: await t.login(username, 'Wallet1234') };
      }),
    );
    const firstKey = newKey();
    const first = await transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 50 }, firstKey, members[0]!.token);
    expect(first.statusCode, first.body).toBe(200);

    // Members 0–10 move money out; member 11 tries the refusing SBXSPORT; a replay and an overdraft join in.
    const movers = members.slice(0, 11);
    const [refused, replayed, overdraft, ...moved] = await Promise.all([
      transfer({ from: 'MAIN', to: 'SBXSPORT', amount: 300 }, newKey(), members[11]!.token),
      transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 50 }, firstKey, members[0]!.token),
      transfer({ from: 'MAIN', to: 'SBXLIVE', amount: 999_999 }, newKey(), members[5]!.token),
      ...movers.map((member) => transfer({ from: 'MAIN', to: 'SBXLIVE', amount: member.amount }, newKey(), member.token)),
    ]);
    const earlier = (index: number) => (index === 0 ? 50 : 0);
    movers.forEach((member, index) => {
      const answer = moved[index]!;
      expect(answer.statusCode, answer.body).toBe(200);
      const value = answer.json().value;
      const vendors = Object.fromEntries(value.vendors.map((vendor: { code: string; balance: number }) => [vendor.code, vendor.balance]));
      expect(value.balance.balance).toBe(member.funded - member.amount - earlier(index));
      expect(vendors).toEqual({ SBXLIVE: member.amount + earlier(index), SBXSPORT: 0 });
    });
    expect(replayed!.json()).toEqual(first.json());
    expect(overdraft!.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(refused!.json().code).toBe('VENDOR_TRANSFER_FAILED');
    expect((await get('/wps/v2/wallets/balance', members[11]!.token)).json().value.balance).toBe(members[11]!.funded);

    const back = await Promise.all(
      movers.map((member) => transfer({ from: 'SBXLIVE', to: 'MAIN', amount: member.amount }, newKey(), member.token)),
    );
    movers.forEach((member, index) => {
      expect(back[index]!.statusCode, back[index]!.body).toBe(200);
      expect(back[index]!.json().value.balance.balance).toBe(member.funded - earlier(index));
    });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
