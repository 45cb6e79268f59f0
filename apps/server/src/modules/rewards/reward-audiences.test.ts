import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { operatorToken } from '../withdraw/withdraw.test-kit';
import { createPromotion } from './promotion-catalogue';
import { claimPromotion } from './rewards.test-kit';

const DAY = 86_400_000;

/**
 * A promotion's audience decides who may take it: a VIP level staff set on the player page, an
 * agent's whole team (any depth, not the agent), or a tag staff gave. Everyone else is refused.
 */
describe(`promotion audiences (${testDatabaseName()})`, () => {
  let t: TestApp;
  let staff: string;
  let count = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    staff = (await operatorToken(t, 'audstaff')).token;
  }, 120_000);
  afterAll(() => t.close());

  const checkIn = (audience: object) =>
    createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        kind: 'CHECK_IN',
        title: { EN: `For some ${(count += 1)}`, TY: `Para sa ilan ${count}` },
        rulesHtml: { EN: '<p>Rules</p>', TY: '<p>Tuntunin</p>' },
        audience,
        reward: { amount: 500 },
        wagering: { multiple: 0, base: 'BONUS' },
        startsAt: t.clock.now() - DAY,
        endsAt: null,
        budget: 100_000_000,
        perMemberCap: 10_000_000,
        perMemberLimit: null,
      } as never,
      t.clock.now(),
    );
  const member = async (spec: { uplineId?: number; type?: number } = {}) => {
    const username = `aud${String((count += 1)).padStart(3, '0')}`;
    const id = await t.account({ username, password: 'Member1234', ...spec });
    return { id, token: await t.login(username, 'Member1234') };
  };
  const staffPut = (url: string, payload: object) => t.request({ method: 'PUT', url, headers: bearer(staff), payload });
  const claimed = async (token: string, promotion: number) => {
    const response = await claimPromotion(t, token, promotion);
    return response.statusCode === 200 ? 'paid' : response.json().code;
  };

  it('pays a VIP-level promotion to the levels it names only', async () => {
    const promotion = await checkIn({ kind: 'VIP_LEVEL', vipLevels: [3, 4] });
    const vip = await member();
    const plain = await member();
    expect((await staffPut(`/wps/operator/players/${vip.id}/vip-level`, { level: 3 })).statusCode).toBe(200);
    expect(await claimed(vip.token, promotion)).toBe('paid');
    expect(await claimed(plain.token, promotion)).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it("pays an agent-team promotion to the agent's downlines at any depth, not to the agent or outsiders", async () => {
    const agent = await member({ type: MemberType.AGENT });
    const sub = await member({ uplineId: agent.id, type: MemberType.AGENT });
    const deep = await member({ uplineId: sub.id });
    const outsider = await member();
    const promotion = await checkIn({ kind: 'AGENT_TEAM', agentId: agent.id });
    expect(await claimed(deep.token, promotion)).toBe('paid');
    expect(await claimed(sub.token, promotion)).toBe('paid');
    expect(await claimed(agent.token, promotion)).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(await claimed(outsider.token, promotion)).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it('pays a tag promotion to members staff tagged, whatever the case of the tag', async () => {
    const promotion = await checkIn({ kind: 'TAGS', tags: ['HighRoller'] });
    const tagged = await member();
    const other = await member();
    expect((await staffPut(`/wps/operator/players/${tagged.id}/tags`, { tags: ['highroller'] })).statusCode).toBe(200);
    expect((await staffPut(`/wps/operator/players/${other.id}/tags`, { tags: ['newcomer'] })).statusCode).toBe(200);
    expect(await claimed(tagged.token, promotion)).toBe('paid');
    expect(await claimed(other.token, promotion)).toBe('PROMOTION_NOT_ELIGIBLE');
  });
});
