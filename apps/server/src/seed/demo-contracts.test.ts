import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, type ContractIncome, type ContractOverview } from '@panalo/contract/agent-contract';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';
import { seedDemo } from './demo-seed';

/** The demo: agent1 gave subagent1 one contract of each kind, already paid over the seeded rounds. */
describe(`demo contracts (${testDatabaseName()})`, () => {
  let t: TestApp;
  const demo = { host: 'localhost' };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.ctx);
  }, 180_000);
  afterAll(() => t.close());

  it('shows a contract of each kind and income at the first start', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: demo,
      payload: { username: 'subagent1', password: 'Agent1234' },
    });
    const token = login.json().value.token as string;
    const headers = { ...demo, authorization: `Bearer ${token}` };
    for (const kind of CONTRACT_KINDS) {
      const page = (await t.request({ method: 'GET', url: `/wps/agent/contract?kind=${kind}`, headers })).json().value as ContractOverview;
      expect(page.mine, kind).toMatchObject({ kind, status: 'ACTIVE', upline: 'agent1' });
    }
    const income = (await t.request({ method: 'GET', url: `/wps/agent/contract/income?from=0&to=${t.clock.now()}`, headers })).json()
      .value as ContractIncome;
    expect(income.total).toBeGreaterThan(0);
    expect(income.byKind.HOURLY).toBeGreaterThan(0);
    expect(income.byKind.DAILY).toBeGreaterThan(0);
  });
});
