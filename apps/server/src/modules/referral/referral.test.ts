import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_CODE_LENGTH } from '@panalo/contract/referral';
import { MemberType } from '@panalo/contract/member-types';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { claimReward, depositPaid, rewardCenter } from '../rewards/rewards.test-kit';
import { readyMember } from '../withdraw/withdraw.test-kit';

describe(`friend referral (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await t.account({ username: 'agent1', password: 'Agent1234', type: MemberType.AGENT, referralCode: 'AGENTCODE' });
    await t.updateBrand((merchant) => {
      merchant.settings.referral = { enabled: true, qualifyingDeposit: 30_000, reward: 5_000 };
    });
  }, 60_000);
  afterAll(() => t.close());

  const referral = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/wps/v2/referral', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  // Each friend registers from an address of their own: one that shares the inviter's is held (referral-holds.test.ts).
  let friendAddress = 0;
  const register = (username: string, code: string) =>
    t.request({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: `198.51.100.${++friendAddress}`,
      payload: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        ageConfirmed: true,
        registerMethod: 'WEB',
        affiliateCode: code,
        referralCode: code,
      },
    });
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;

  it('gives each member a stable friend code and link, distinct from an agent code', async () => {
    const { token } = await readyMember(t, 'inviter01', 1);
    const first = await referral(token);
    expect(first.code).toHaveLength(FRIEND_CODE_LENGTH);
    expect(first.path).toBe(`/register?referralCode=${first.code}`);
    expect(first).toMatchObject({ friends: [], totalReward: 0, rule: { enabled: true, qualifyingDeposit: 30_000, reward: 5_000 } });
    expect((await referral(token)).code).toBe(first.code);
  });

  it('follows a friend from registered to deposited to qualified, and credits the inviter once', async () => {
    const inviter = await readyMember(t, 'inviter02', 1);
    const { code } = await referral(inviter.token);
    const joined = await register('friend02', code);
    expect(joined.statusCode, joined.body).toBe(200);
    // A friend code makes no upline: only an agent's code places a member in a team.
    expect(joined.json().value.userInfo.uplineAccount).toBeNull();
    const friend = joined.json().value.token as string;
    expect((await referral(inviter.token)).friends).toEqual([expect.objectContaining({ name: 'fr****2', state: 'REGISTERED', reward: 0 })]);

    await depositPaid(t, friend, 20_000);
    expect((await referral(inviter.token)).friends[0]).toMatchObject({ state: 'DEPOSITED', reward: 0 });
    expect(await balanceOf(inviter.token)).toBe(1);

    await depositPaid(t, friend, 10_000);
    const qualified = await referral(inviter.token);
    expect(qualified.friends[0]).toMatchObject({ state: 'QUALIFIED', reward: 5_000 });
    expect(qualified.totalReward).toBe(5_000);
    // The reward goes through the promotion engine: it waits in the reward center under the brand's referral promotion.
    expect(await balanceOf(inviter.token)).toBe(1);
    const [ready] = (await rewardCenter(t, inviter.token)).ready;
    expect(ready).toMatchObject({ kind: 'REFERRAL', amount: 5_000, status: 'CLAIMABLE' });
    const claims = await Promise.all([claimReward(t, inviter.token, ready!.id), claimReward(t, inviter.token, ready!.id)]);
    expect(claims.map((claim) => claim.json().value.status)).toEqual(['RELEASED', 'RELEASED']);
    expect(await balanceOf(inviter.token)).toBe(5_001);

    // Later deposits credit nothing more.
    await depositPaid(t, friend, 30_000);
    expect((await rewardCenter(t, inviter.token)).ready).toEqual([]);
    expect(await balanceOf(inviter.token)).toBe(5_001);
    const notices = await t.request({ method: 'GET', url: '/wps/v2/messages?pageNo=1&pageSize=10', headers: bearer(inviter.token) });
    expect(notices.json().value.list).toEqual([expect.objectContaining({ kind: 'REFERRAL_REWARD', params: { amount: 5_000 } })]);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('keeps agent invitation codes working, and refuses a code that is no one’s', async () => {
    const agentInvited = await register('agentfriend', 'AGENTCODE');
    expect(agentInvited.json().value.userInfo.uplineAccount).toBe('agent1');
    const unknown = await register('nobodyfriend', 'ZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_INVITATION_CODE');
  });

  it('pays nothing while the brand has referral rewards off', async () => {
    const inviter = await readyMember(t, 'inviter03', 1);
    const { code } = await referral(inviter.token);
    await t.updateBrand((merchant) => {
      merchant.settings.referral.enabled = false;
    });
    const friend = (await register('friend03', code)).json().value.token as string;
    await depositPaid(t, friend, 50_000);
    expect((await referral(inviter.token)).friends[0]).toMatchObject({ state: 'DEPOSITED' });
    expect(await balanceOf(inviter.token)).toBe(1);
    await t.updateBrand((merchant) => {
      merchant.settings.referral.enabled = true;
    });
  });
});
