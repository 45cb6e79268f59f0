import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { createPromotion, offerReward } from '../rewards/promotion-catalogue';
import { claimReward, newKey, rewardCenter } from '../rewards/rewards.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { balance, readyMember } from '../withdraw/withdraw.test-kit';

/**
 * Issue #37, item 4: a finance user alone granted PHP 1,000,000 from a manual promotion without
 * budget or cap. A grant above the brand's four-eyes amount is now a request a second staff member
 * approves, and every grant and claim stays within the promotion's budget and per-member cap, also
 * when they arrive at once.
 */
describe(`manual grants: four eyes, budget and per-member cap (${testDatabaseName()})`, () => {
  let t: TestApp;
  let finance: string;
  let second: string;
  let members = 0;
  const member = () => readyMember(t, `grantee${String((members += 1)).padStart(2, '0')}`, 1);
  const promotion = (limits: { budget: number; perMemberCap: number }) =>
    createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        kind: 'MANUAL',
        title: { EN: 'Loyalty gift', TY: 'Regalo sa katapatan' },
        rulesHtml: { EN: '', TY: '' },
        audience: { kind: 'ALL' },
        startsAt: t.clock.now() - 1,
        endsAt: null,
        perMemberLimit: null,
        reward: {},
        wagering: { multiple: 0, base: 'BONUS' },
        ...limits,
      },
      t.clock.now(),
    );
  const grant = (promotionId: number, memberId: number, amount: number, key = newKey(), token = finance) =>
    t.request({
      method: 'POST',
      url: `/wps/operator/promotions/${promotionId}/grants`,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: { memberId, amount, note: 'Loyalty' },
    });
  const approve = (token: string, id: number) =>
    t.request({ method: 'POST', url: `/wps/operator/approvals/${id}/approve`, headers: bearer(token), payload: {} });
  const codeOf = (answer: { statusCode: number; json: () => { code?: string } }) => (answer.statusCode === 200 ? 'OK' : answer.json().code);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '16' });
    finance = (await staffSession(t, 'finance1', ['finance'])).token;
    second = (await staffSession(t, 'finance2', ['finance'])).token;
  }, 60_000);
  afterAll(() => t.close());

  it('grants at or below the four-eyes amount at once; above it, nothing until a second staff member approves, once', async () => {
    const id = await promotion({ budget: 10_000_000, perMemberCap: 2_000_000 });
    const { memberId, token } = await member();
    expect((await grant(id, memberId, 500_000)).json().value).toEqual({ granted: true, approvalId: null });

    // The attack of the issue: PHP 1,000,000 alone. It never even becomes a request.
    expect((await grant(id, memberId, 100_000_000)).json().code).toBe('PROMOTION_BUDGET_EXHAUSTED');
    const key = newKey();
    const asked = (await grant(id, memberId, 1_000_000, key)).json().value;
    expect(asked).toEqual({ granted: false, approvalId: expect.any(Number) });
    expect((await grant(id, memberId, 1_000_000, key)).json().value).toEqual(asked);
    expect((await rewardCenter(t, token)).ready.map((reward) => reward.amount)).toEqual([500_000]);

    const queue = await t.request({ method: 'GET', url: '/wps/operator/approvals?status=PENDING', headers: bearer(second) });
    expect(queue.json().value.list).toContainEqual(
      expect.objectContaining({
        id: asked.approvalId,
        kind: 'PROMOTION_GRANT',
        promotionId: id,
        promotionTitle: 'Loyalty gift',
        amount: 1_000_000,
      }),
    );
    expect((await approve(finance, asked.approvalId)).json().code).toBe('FOUR_EYES_OWN_REQUEST');
    const answers = await Promise.all([approve(second, asked.approvalId), approve(second, asked.approvalId)]);
    expect(answers.map(codeOf).sort()).toEqual(['ALREADY_PROCESSED', 'OK']);
    const ready = (await rewardCenter(t, token)).ready;
    expect(ready.map((reward) => reward.amount).sort()).toEqual([1_000_000, 500_000].sort());
    for (const reward of ready) expect((await claimReward(t, token, reward.id)).json().value.status).toBe('RELEASED');
    expect(await balance(t, token)).toMatchObject({ balance: 1 + 1_500_000 });

    // A brand that wants every grant seen twice sets the amount to 0.
    await t.updateBrand((brand) => {
      brand.settings.fourEyes.amount = 0;
    });
    expect((await grant(id, memberId, 1)).json().value.granted).toBe(false);
    await t.updateBrand((brand) => {
      brand.settings.fourEyes.amount = 500_000;
    });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('an approval applies the budget and cap as they stand then: over either, the request keeps waiting', async () => {
    const id = await promotion({ budget: 10_000_000, perMemberCap: 2_000_000 });
    const { memberId, token } = await member();
    expect((await grant(id, memberId, 2_000_001)).json().code).toBe('PROMOTION_MEMBER_CAP_REACHED');
    const asked = (await grant(id, memberId, 1_600_000)).json().value.approvalId as number;
    expect((await grant(id, memberId, 500_000)).json().value.granted).toBe(true);
    expect((await approve(second, asked)).json().code).toBe('PROMOTION_MEMBER_CAP_REACHED');
    const pending = await t.request({ method: 'GET', url: '/wps/operator/approvals?status=PENDING', headers: bearer(second) });
    expect(pending.json().value.list.map((row: { id: number }) => row.id)).toContain(asked);
    expect((await rewardCenter(t, token)).ready).toHaveLength(1);
  });

  it('grants fired at once never promise more than the per-member cap or the budget', async () => {
    const capped = await promotion({ budget: 100_000_000, perMemberCap: 2_000_000 });
    const { memberId, token } = await member();
    const toOne = await Promise.all(Array.from({ length: 10 }, () => grant(capped, memberId, 400_000)));
    expect(toOne.map(codeOf).sort()).toEqual([...Array(5).fill('OK'), ...Array(5).fill('PROMOTION_MEMBER_CAP_REACHED')].sort());
    expect((await rewardCenter(t, token)).ready.reduce((sum, reward) => sum + reward.amount, 0)).toBe(2_000_000);

    const budgeted = await promotion({ budget: 1_200_000, perMemberCap: 500_000 });
    const grantees = await Promise.all(Array.from({ length: 8 }, () => member()));
    const toMany = await Promise.all(grantees.map((grantee) => grant(budgeted, grantee.memberId, 400_000)));
    expect(toMany.map(codeOf).sort()).toEqual([...Array(3).fill('OK'), ...Array(5).fill('PROMOTION_BUDGET_EXHAUSTED')].sort());
  });

  it('approvals and claims fired at once never pay past the per-member cap', async () => {
    const id = await promotion({ budget: 100_000_000, perMemberCap: 2_000_000 });
    const { memberId, token } = await member();
    const asked = await Promise.all(
      Array.from({ length: 3 }, async () => (await grant(id, memberId, 800_000)).json().value.approvalId as number),
    );
    const approvals = await Promise.all(asked.map((approvalId) => approve(second, approvalId)));
    expect(approvals.map(codeOf).sort()).toEqual(['OK', 'OK', 'PROMOTION_MEMBER_CAP_REACHED']);

    // Rewards made without a grant's check (as the demo seed offers one) still meet the cap when claimed.
    const seeded = await promotion({ budget: 100_000_000, perMemberCap: 1_000 });
    const other = await member();
    for (let i = 0; i < 5; i++)
      await offerReward(t.app.ctx.db, {
        merchantId: t.merchantId,
        promotionId: seeded,
        memberId: other.memberId,
        amount: 400,
        key: newKey(),
        now: t.clock.now(),
      });
    const ready = (await rewardCenter(t, other.token)).ready;
    const claims = await Promise.all(ready.map((reward) => claimReward(t, other.token, reward.id)));
    expect(claims.map(codeOf).sort()).toEqual([
      'OK',
      'OK',
      'PROMOTION_MEMBER_CAP_REACHED',
      'PROMOTION_MEMBER_CAP_REACHED',
      'PROMOTION_MEMBER_CAP_REACHED',
    ]);
    expect(await balance(t, other.token)).toMatchObject({ balance: 1 + 800 });
    expect((await rewardCenter(t, token)).ready.reduce((sum, reward) => sum + reward.amount, 0)).toBe(1_600_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
