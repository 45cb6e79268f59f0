import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

describe(`handing a sign-in to another page (${testDatabaseName()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ username: 'hand01', password: 'Player1234' });
  }, 120_000);
  afterAll(() => t.close());

  const handover = (token?: string) => t.request({ method: 'POST', url: '/wps/session/handover', headers: token ? bearer(token) : {} });
  const redeem = (code: string) => t.request({ method: 'POST', url: '/wps/session/login/code', payload: { code } });

  it('gives a signed-in member a one-time code that opens a session of its own, once', async () => {
    const token = await t.login('hand01', 'Player1234');
    const issued = (await handover(token)).json().value;
    expect(issued.expiresIn).toBe(t.app.ctx.config.LOGIN_CODE_SECONDS);
    const first = (await redeem(issued.code)).json();
    expect(first.value.userInfo.account).toBe('hand01');
    expect(first.value.token).not.toBe(token);
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(first.value.token) })).statusCode).toBe(200);
    expect((await redeem(issued.code)).json().code).toBe('LOGIN_CODE_INVALID');
  });

  it('needs a session, and the code runs out', async () => {
    expect((await handover()).json().code).toBe('NOT_LOGGED_IN');
    const token = await t.login('hand01', 'Player1234');
    const { code } = (await handover(token)).json().value;
    t.clock.advance(t.app.ctx.config.LOGIN_CODE_SECONDS * 1000);
    expect((await redeem(code)).json().code).toBe('LOGIN_CODE_INVALID');
  });

  it('does not take a session token in place of a code', async () => {
    const token = await t.login('hand01', 'Player1234');
    expect((await redeem(token)).json().code).toBe('LOGIN_CODE_INVALID');
  });
});
