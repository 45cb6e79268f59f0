import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

// Several processes on one PostgreSQL database and one Redis: what one process ends, all do.
const scaleOut = testDatabaseName() === 'postgres' && !!process.env.REDIS_URL;

describe.runIf(scaleOut)('sessions across processes (postgres + redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ username: 'roamer01', password: 'Roamer1234' });
  });
  afterAll(() => t.close());

  const infoOn = async (server: Awaited<ReturnType<TestApp['peer']>>, token: string) =>
    server.inject({ method: 'GET', url: '/wps/member/info', headers: { host: BRAND_HOST, ...bearer(token) } });

  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('refuses a token on every process as soon as it logs out on one', async () => {
    const peer = await t.peer();
    const token = await t.login('roamer01', 'Roamer1234');
    expect((await infoOn(peer, token)).statusCode).toBe(200); // now cached in the peer
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    await eventually(async () => (await infoOn(peer, token)).statusCode === 401);
    expect((await infoOn(peer, token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('ends the other sessions on every process after a password change', async () => {
    const peer = await t.peer();
    const other = await t.login('roamer01', 'Roamer1234');
    const current = await t.login('roamer01', 'Roamer1234');
    expect((await infoOn(peer, other)).statusCode).toBe(200);
    await t.request({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(current),
      payload: { oldPassword: 'Roamer1234', newPassword: 'Roamer5678', confirmNewPassword: 'Roamer5678' },
    });
    await eventually(async () => (await infoOn(peer, other)).statusCode === 401);
    expect((await infoOn(peer, other)).json().code).toBe('SESSION_EXPIRED');
    expect((await infoOn(peer, current)).statusCode).toBe(200);
  });
});
