import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { playDice } from '../rewards/rewards.test-kit';
import { balance, readyMember } from '../withdraw/withdraw.test-kit';
import { claimRebate, convert, givePoints, pointsBalance, redeem, redeemBody, seedCatalogue, setEarningRules } from './points.test-kit';

/** Redeems, conversions and rebate claims fired at once (PostgreSQL: really in parallel) never overspend or pay twice. */
describe(`points and rebates at once (${testDatabaseName()})`, () => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let members = 0;
  const member = () => readyMember(t, `ptrace${String((members += 1)).padStart(3, '0')}`);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '16' });
    await setEarningRules(t);
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    catalogue = await seedCatalogue(t);
  }, 60_000);
  afterAll(() => t.close());

  it('ten redeems at once on points for three hold exactly three', async () => {
    const { token, memberId } = await member();
    await givePoints(t, memberId, 1_500);
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(t, token, redeemBody(catalogue.voucher, 500, 5_000))));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : answer.json().code)).sort();
    expect(codes).toEqual([...Array(3).fill('OK'), ...Array(7).fill('POINTS_INSUFFICIENT')].sort());
    expect(await pointsBalance(t, token)).toEqual({ balance: 0, held: 1_500 });
  });

  it('redeems and conversions at once never take more points than the member has', async () => {
    const { token, memberId } = await member();
    await givePoints(t, memberId, 1_000);
    const before = (await balance(t, token)).balance;
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => redeem(t, token, redeemBody(catalogue.voucher, 500, 5_000))),
      ...Array.from({ length: 4 }, () => convert(t, token, 500)),
    ]);
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(2);
    const converted = ok.filter((answer) => 'balance' in answer.json().value).length;
    const points = await pointsBalance(t, token);
    expect(points.balance).toBe(0);
    expect(points.held + converted * 500).toBe(1_000);
    expect((await balance(t, token)).balance).toBe(before + converted * 5_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('eight rebate claims at once with different keys pay the rebate once', async () => {
    const { token } = await member();
    await playDice(t, token, 3, 10_000);
    const before = (await balance(t, token)).balance;
    const answers = await Promise.all(Array.from({ length: 8 }, () => claimRebate(t, token)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : answer.json().code)).sort();
    expect(codes).toEqual(['OK', ...Array(7).fill('NOTHING_TO_CLAIM')].sort());
    expect((await balance(t, token)).balance).toBe(before + 300);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
