import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { seedDemoMissions, seedDemoReferral } from '../../seed/demo-missions';
import { seedDemoFeedback } from '../feedback/demo-feedback';
import { staffSession } from '../staff/staff.test-kit';
import { claimMission, missions } from './missions.test-kit';

describe(`the demo missions, referral and feedback (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('give player1 a mission to claim at log-in, an invited friend and an answered feedback', async () => {
    const playerId = await t.account({ username: 'player1', password: 'Player1234' });
    const friendId = await t.account({ username: 'friend1', password: 'Member1234' });
    const { operatorId } = await staffSession(t, 'support1', ['support']);
    await seedDemoMissions(t.app.ctx, t.merchantId);
    await seedDemoReferral(t.app.ctx, { merchantId: t.merchantId, inviterId: playerId, friendId });
    await seedDemoFeedback(t.app.ctx, { merchantId: t.merchantId, memberId: playerId, staffId: operatorId });

    const token = await t.login('player1', 'Player1234');
    const summary = await missions(t, token);
    expect(new Set(summary.missions.map((card) => card.period))).toEqual(new Set(['DAILY', 'WEEKLY']));
    expect(new Set(summary.missions.map((card) => card.kind))).toEqual(new Set(['BET', 'DEPOSIT', 'LOGIN_DAYS', 'DISTINCT_GAMES']));
    expect(summary.badge).toBe(1);
    const ready = summary.missions.find((card) => card.status === 'CLAIMABLE')!;
    expect((await claimMission(t, token, ready.id)).statusCode).toBe(200);

    const referral = (await t.request({ method: 'GET', url: '/wps/v2/referral', headers: bearer(token) })).json().value;
    expect(referral.friends).toEqual([expect.objectContaining({ name: 'fr****1', state: 'REGISTERED' })]);
    const feedback = (await t.request({ method: 'GET', url: '/wps/feedback', headers: bearer(token) })).json().value;
    expect(feedback.list[0].reply).toMatch(/fishing/);
  });
});
