import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemberType } from '@panalo/contract/member-types';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { transferHelpers } from './member-transfer.test-kit';

describe(`concurrent transfers (${testDatabaseName()})`, () => {
  let t: TestApp;
  let h: ReturnType<typeof transferHelpers>;
  let agentId: number;
  let agent: string;
  let accounts = 0;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    h = transferHelpers(t);
    agentId = await t.account({ username: 'agent1', password: 'Agent1234', type: MemberType.AGENT, paymentPassword: '123456' });
    agent = await t.login('agent1', 'Agent1234');
    await h.fund(agentId, 20_000);
  });
  afterAll(() => t.close());

  /** A fresh downline of agent1 holding `funds`, logged in. */
  async function downline(funds: number): Promise<{ id: number; username: string; token: string }> {
    const username = `member${String(++accounts).padStart(3, '0')}`;
    const id = await t.account({ username, password: 'Member1234', uplineId: agentId, paymentPassword: '654321' });
    if (funds > 0) await h.fund(id, funds);
    return { id, username, token: await t.login(username, 'Member1234') };
  }

  const up = (token: string, amount: number, key = h.newKey()) => h.transfer(token, 'upline', { amount, paymentPassword: '654321' }, key);

  it('lets exactly the affordable ones of 20 concurrent transfers through, never below zero', async () => {
    const member = await downline(10_000);
    const agentBefore = await h.balance(agent);
    const responses = await Promise.all(Array.from({ length: 20 }, () => up(member.token, 1_500)));
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(6);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await h.balance(member.token)).toBe(1_000);
    expect(await h.balance(agent)).toBe(agentBefore + 9_000);
    // Each success saw the balance its own posting left; together they step down by 1 500 each.
    const after = succeeded.map((response) => response.json().value.balance.balance as number).sort((a, b) => b - a);
    expect(after).toEqual([8_500, 7_000, 5_500, 4_000, 2_500, 1_000]);
  });

  it('moves the money once when the same request arrives many times at once', async () => {
    const member = await downline(10_000);
    const key = h.newKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => up(member.token, 4_000, key)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map((response) => response.json().value.transferId)).size).toBe(1);
    expect(await h.balance(member.token)).toBe(6_000);
  });

  it('keeps every balance whole under any mix of concurrent transfers both ways', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.record({ amount: fc.integer({ min: 100, max: 3_000 }), toUpline: fc.boolean() }), { minLength: 1, maxLength: 12 }),
        async (funds, moves) => {
          const member = await downline(funds);
          const agentBefore = await h.balance(agent);
          const responses = await Promise.all(
            moves.map((move) =>
              move.toUpline
                ? up(member.token, move.amount)
                : h.transfer(agent, 'downline', { downline: member.username, amount: move.amount, paymentPassword: '123456' }, h.newKey()),
            ),
          );
          let net = 0;
          responses.forEach((response, index) => {
            if (response.statusCode === 200) net += moves[index]!.toUpline ? -moves[index]!.amount : moves[index]!.amount;
            else expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
          });
          const memberAfter = await h.balance(member.token);
          expect(memberAfter).toBeGreaterThanOrEqual(0);
          expect(memberAfter).toBe(funds + net);
          expect(await h.balance(agent)).toBe(agentBefore - net);
        },
      ),
      { numRuns: 8 },
    );
  });
});
