import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_KINDS } from '@panalo/contract/rewards';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { seedDemoPromotions } from '../../seed/demo-promotions';
import { cards, claimPromotion, claimReward, rewardCenter } from './rewards.test-kit';

describe(`the demo promotions (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offer every kind that works, and a gift ready in the reward center', async () => {
    const playerId = await t.account({ username: 'player1', password: 'Player1234' });
    const applicantId = await t.account({ username: 'member01', password: 'Member1234' });
    await seedDemoPromotions(t.app.ctx, t.merchantId, playerId, applicantId);
    const token = await t.login('player1', 'Player1234');
    const list = await cards(t, token);
    expect(new Set(list.map((card) => card.kind))).toEqual(
      new Set(['DEPOSIT_FIRST', 'DEPOSIT_RELOAD', 'CASHBACK', 'CHECK_IN', 'MANUAL', 'RAFFLE', 'REBATE']),
    );
    // The open raffle holds player1's tickets; last week's is drawn with three winners; yesterday's rebate waits.
    const [open, drawn] = list.filter((card) => card.kind === 'RAFFLE');
    expect(open!.state).toBe('joined');
    const drawnDetail = (await t.request({ method: 'GET', url: `/wps/promotions/${drawn!.id}` })).json().value;
    expect(drawnDetail.raffle).toMatchObject({ status: 'DRAWN', totalTickets: 15 });
    expect(drawnDetail.raffle.winners).toHaveLength(2);
    expect(list.find((card) => card.kind === 'REBATE')?.state).toBe('claim');
    expect((await claimPromotion(t, token, list.find((card) => card.kind === 'REBATE')!.id)).json().value.amount).toBe(2_500);
    expect(list.every((card) => PROMOTION_KINDS.includes(card.kind))).toBe(true);
    expect(list.find((card) => card.kind === 'CHECK_IN')?.state).toBe('claim');
    expect(list.filter((card) => card.kind.startsWith('DEPOSIT')).map((card) => card.state)).toEqual(['join', 'join']);
    const center = await rewardCenter(t, token);
    expect(center.badge).toBe(1);
    expect((await claimReward(t, token, center.ready[0]!.id)).json().value.status).toBe('WAGERING');
    const applicant = await cards(t, await t.login('member01', 'Member1234'));
    expect(applicant.find((card) => card.needsApplication)?.state).toBe('applying');
    // The application carries a screenshot that content staff can open.
    const staff = (await staffSession(t, 'content01', ['content'])).token;
    const [waiting] = (await t.request({ method: 'GET', url: '/wps/operator/promotions/applications', headers: bearer(staff) })).json()
      .value.list;
    expect(waiting).toMatchObject({ username: 'member01', imageCount: 1 });
    const image = await t.request({
      method: 'GET',
      url: `/wps/operator/promotions/applications/${waiting.id}/images/0`,
      headers: bearer(staff),
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
