import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { listAudit } from '../audit/audit.repository';
import { claimReward, depositPaid, rewardCenter } from '../rewards/rewards.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { readyMember } from '../withdraw/withdraw.test-kit';

// Issue #37 item 10: a member registered a second account from the same IP with their own friend code.
describe(`referral holds for self-referral (${testDatabaseName()})`, () => {
  let t: TestApp;
  let staff: string;
  const DEVICE = 'device-0123456789abcdef';
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await t.updateBrand((merchant) => {
      merchant.settings.referral = { enabled: true, qualifyingDeposit: 30_000, reward: 5_000 };
    });
    staff = (await staffSession(t, 'referralstaff', ['finance'])).token;
  }, 60_000);
  afterAll(() => t.close());

  const codeOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/referral', headers: bearer(token) })).json().value.code;
  const register = (username: string, code: string, ip: string, headers: Record<string, string> = {}) =>
    t.request({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: ip,
      headers,
      payload: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        ageConfirmed: true,
        referralCode: code,
      },
    });
  const holds = async (state = 'HELD') => {
    const response = await t.request({ method: 'GET', url: `/wps/operator/referral/holds?state=${state}`, headers: bearer(staff) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.list as { id: number; inviter: string; friend: string; reasons: unknown[]; heldReward: number }[];
  };
  const decide = (id: number, decision: 'approve' | 'reject', reason = '') =>
    t.request({ method: 'POST', url: `/wps/operator/referral/holds/${id}/${decision}`, headers: bearer(staff), payload: { reason } });
  const referralRewards = async (token: string) => (await rewardCenter(t, token)).ready.filter((reward) => reward.kind === 'REFERRAL');

  it('holds the reward of a friend registered from the inviter’s IP, and pays it once when staff release it', async () => {
    // readyMember logs the inviter in from the test's default address, 127.0.0.1.
    const inviter = await readyMember(t, 'selfref01', 1);
    const joined = await register('selfref01b', await codeOf(inviter.token), '127.0.0.1');
    expect(joined.statusCode, joined.body).toBe(200);
    await depositPaid(t, joined.json().value.token, 30_000);

    // Nothing reaches the inviter while the hold lasts (before the fix: a claimable reward of 5,000).
    expect(await referralRewards(inviter.token)).toEqual([]);
    const [hold] = (await holds()).filter((entry) => entry.inviter === 'selfref01');
    expect(hold).toMatchObject({
      friend: 'selfref01b',
      reasons: [{ kind: 'SAME_IP', value: '127.0.0.1' }],
      referralState: 'QUALIFIED',
      holdState: 'HELD',
      heldReward: 5_000,
    });

    const both = await Promise.all([decide(hold!.id, 'approve', 'Siblings, checked by phone'), decide(hold!.id, 'approve')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().code).toBe('REFERRAL_HOLD_DECIDED');
    const [reward] = await referralRewards(inviter.token);
    expect(reward).toMatchObject({ amount: 5_000, status: 'CLAIMABLE' });
    expect((await claimReward(t, inviter.token, reward!.id)).json().value.status).toBe('RELEASED');
    expect((await holds('RELEASED')).find((entry) => entry.id === hold!.id)).toMatchObject({
      decidedBy: 'referralstaff',
      note: 'Siblings, checked by phone',
    });
    const audit = await listAudit(t.app.ctx.db, 'member', inviter.memberId);
    expect(audit.filter((entry) => entry.action === 'referral.hold_released')).toHaveLength(1);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('holds for a shared device id, and a rejected hold never pays, before or after qualifying', async () => {
    const inviter = await readyMember(t, 'selfref02', 1);
    await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'selfref02', password: 'Member1234' },
      headers: { 'x-device-id': DEVICE },
    });
    const joined = await register('selfref02b', await codeOf(inviter.token), '203.0.113.20', { 'x-device-id': DEVICE });
    const [hold] = (await holds()).filter((entry) => entry.inviter === 'selfref02');
    expect(hold).toMatchObject({ reasons: [{ kind: 'SAME_DEVICE', value: DEVICE }], referralState: 'REGISTERED', heldReward: 0 });
    expect((await decide(hold!.id, 'reject', 'Same person')).statusCode).toBe(200);
    await depositPaid(t, joined.json().value.token, 30_000);
    expect(await referralRewards(inviter.token)).toEqual([]);
    expect((await holds('REJECTED')).find((entry) => entry.id === hold!.id)).toMatchObject({ referralState: 'QUALIFIED', heldReward: 0 });
  });

  it('holds at qualification when the friend saved the inviter’s payout account', async () => {
    const inviter = await readyMember(t, 'selfref03', 1);
    const joined = await register('selfref03b', await codeOf(inviter.token), '203.0.113.30');
    const friend = joined.json().value.token as string;
    expect(await holds()).not.toContainEqual(expect.objectContaining({ inviter: 'selfref03' }));
    // readyMember saved GCash 0917 123 4567 for the inviter.
    await t.request({
      method: 'POST',
      url: '/wps/v2/withdraw/accounts',
      headers: bearer(friend),
      payload: { kind: 'EWALLET', provider: 'GCash', accountName: 'Juan Dela Cruz', accountNumber: '0917 123 4567' },
    });
    await depositPaid(t, friend, 30_000);
    expect(await referralRewards(inviter.token)).toEqual([]);
    const [hold] = (await holds()).filter((entry) => entry.inviter === 'selfref03');
    expect(hold).toMatchObject({ reasons: [expect.objectContaining({ kind: 'SAME_PAYOUT_ACCOUNT' })], heldReward: 5_000 });
  });

  it('is for staff with the permission only', async () => {
    const { token: support } = await staffSession(t, 'referralsupport', ['support']);
    const list = await t.request({ method: 'GET', url: '/wps/operator/referral/holds', headers: bearer(support) });
    expect(list.statusCode).toBe(403);
    expect((await decide(999_999, 'approve')).json().code).toBe('RECORD_NOT_FOUND');
  });
});
