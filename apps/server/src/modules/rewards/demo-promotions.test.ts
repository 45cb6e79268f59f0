import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_KINDS } from '@panalo/contract/rewards';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { seedDemoPromotions } from '../../seed/demo-promotions';
import { cards, claimReward, rewardCenter } from './rewards.test-kit';

describe(`the demo promotions (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offer every kind that works, and a gift ready in the reward center', async () => {
    const playerId = await t.account({ username: 'player1', password: 'Player1234' });
    await seedDemoPromotions(t.app.ctx, t.merchantId, playerId);
    const token = await t.login('player1', 'Player1234');
    const list = await cards(t, token);
    expect(new Set(list.map((card) => card.kind))).toEqual(new Set(['DEPOSIT_FIRST', 'DEPOSIT_RELOAD', 'CASHBACK', 'CHECK_IN', 'MANUAL']));
    expect(list.every((card) => PROMOTION_KINDS.includes(card.kind))).toBe(true);
    expect(list.find((card) => card.kind === 'CHECK_IN')?.state).toBe('claim');
    expect(list.filter((card) => card.kind.startsWith('DEPOSIT')).map((card) => card.state)).toEqual(['join', 'join']);
    const center = await rewardCenter(t, token);
    expect(center.badge).toBe(1);
    expect((await claimReward(t, token, center.ready[0]!.id)).json().value.status).toBe('WAGERING');
  });
});
