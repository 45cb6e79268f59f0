import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { SANDBOX_SECRET, startDeposit } from './deposit.test-kit';

/** The sandbox gateway credits money nobody paid: the member is told so on the channel and on its page. */
describe(`sandbox deposits are labelled as demo money (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
    await t.account({ username: 'demo01', password: 'Demo12345' });
    token = await t.login('demo01', 'Demo12345');
  });
  afterAll(() => t.close());

  it('marks every sandbox channel as demo money', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/v2/deposit/channels', headers: bearer(token) });
    const channels = response.json().value as { code: string; demo: boolean }[];
    expect(channels.length).toBeGreaterThan(0);
    for (const channel of channels) expect(channel.demo, channel.code).toBe(true);
  });

  it('says "Demo money — no real payment" on the sandbox payment page, in English and Tagalog', async () => {
    const { payUrl } = await startDeposit(t, token, 50_000);
    const english = await t.request({ method: 'GET', url: payUrl, headers: { lang: 'EN' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Demo money — no real payment');
    const tagalog = await t.request({ method: 'GET', url: payUrl, headers: { lang: 'TY' } });
    expect(tagalog.body).toContain('Demo na pera — walang totoong bayad');
  });
});
