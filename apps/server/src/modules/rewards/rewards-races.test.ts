import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { operatorToken, readyMember } from '../withdraw/withdraw.test-kit';
import { createPromotion } from './promotion-catalogue';
import { claimPromotion, claimReward, newKey, rewardCenter } from './rewards.test-kit';

/** Budget and per-member limits under claims fired at once (PostgreSQL: really in parallel). */
describe(`reward claims at once (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  const member = async () => readyMember(t, `race${String((members += 1)).padStart(3, '0')}`, 1);
  const base = {
    rulesHtml: { EN: '', TY: '' },
    audience: { kind: 'ALL' as const },
    endsAt: null,
    budget: 100_000_000,
    perMemberCap: 10_000_000,
    perMemberLimit: null,
    wagering: { multiple: 0, base: 'BONUS' as const },
  };
  const promotion = (input: object) =>
    createPromotion(
      t.app.ctx.db,
      t.merchantId,
      { ...base, startsAt: t.clock.now() - 1, title: { EN: 'R', TY: 'R' }, ...input } as never,
      t.clock.now(),
    );

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '16' });
  }, 60_000);
  afterAll(() => t.close());

  it('a budget of three check-ins pays exactly three of ten members claiming at once', async () => {
    const id = await promotion({ kind: 'CHECK_IN', reward: { amount: 1_000 }, budget: 3_000, perMemberCap: 3_000 });
    const tokens = await Promise.all(Array.from({ length: 10 }, async () => (await member()).token));
    const answers = await Promise.all(tokens.map((token) => claimPromotion(t, token, id)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : answer.json().code)).sort();
    expect(codes).toEqual([...Array(3).fill('OK'), ...Array(7).fill('PROMOTION_BUDGET_EXHAUSTED')].sort());
    const row = await t.app.ctx.db.selectFrom('promotions').select('spent').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.spent)).toBe(3_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('one member claiming the same check-in eight times at once is paid once', async () => {
    const id = await promotion({ kind: 'CHECK_IN', reward: { amount: 700 } });
    const { token } = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => claimPromotion(t, token, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect((await rewardCenter(t, token)).history.filter((reward) => reward.promotionId === id)).toHaveLength(1);
  });

  it('a per-member limit of two holds when six granted rewards are claimed at once, and one reward claimed at once pays once', async () => {
    const id = await promotion({ kind: 'MANUAL', reward: {}, perMemberLimit: 2, wagering: { multiple: 3, base: 'BONUS' } });
    const { token, memberId } = await member();
    const { token: staff } = await operatorToken(t, 'racestaff');
    for (let i = 0; i < 6; i++) {
      const granted = await t.request({
        method: 'POST',
        url: `/wps/operator/promotions/${id}/grants`,
        headers: { ...bearer(staff), 'idempotency-key': newKey() },
        payload: { memberId, amount: 500 },
      });
      expect(granted.json().value).toEqual({ granted: true, approvalId: null });
    }
    const ready = (await rewardCenter(t, token)).ready;
    expect(ready).toHaveLength(6);
    const answers = await Promise.all(ready.flatMap((reward) => [claimReward(t, token, reward.id), claimReward(t, token, reward.id)]));
    const refused = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code);
    expect(new Set(refused)).toEqual(new Set(['PROMOTION_LIMIT_REACHED']));
    const center = await rewardCenter(t, token);
    expect(center.history.filter((reward) => reward.status === 'WAGERING')).toHaveLength(2);
    const bonus = await t.app.ctx.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('account_key', '=', `member:${memberId}:bonus`)
      .executeTakeFirstOrThrow();
    expect(Number(bonus.balance)).toBe(1_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
