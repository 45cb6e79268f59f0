import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { decide, operatorToken } from '../withdraw/withdraw.test-kit';
import { signIn, staffAccount } from './staff.test-kit';

describe(`staff log-in and guard (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.request({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password } });

  it('never opens a staff session with a password alone: not enrolled, the sign-in is an enrolment step', async () => {
    const staffId = await staffAccount(t, 'newstaff01', ['brand_admin']);
    const passwordOnly = await login('newstaff01', 'Operator1234');
    expect(passwordOnly.statusCode).toBe(403);
    expect(passwordOnly.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(passwordOnly.json().value ?? null).toBeNull();
    const first = await signIn(t, 'newstaff01');
    expect(first.json().value).toMatchObject({ stage: 'enrol', challenge: expect.any(String), secret: expect.any(String) });
    const sessions = await t.app.ctx.db.selectFrom('sessions').select('id').where('member_id', '=', staffId).execute();
    expect(sessions).toHaveLength(0);
    // The challenge alone is no session either.
    const challenge = first.json().value.challenge as string;
    expect((await t.request({ method: 'GET', url: '/wps/operator/me', headers: bearer(challenge) })).statusCode).toBe(401);
  });

  it('signs staff in with the authenticator only, and keeps them off the player site', async () => {
    const { operatorId, token } = await operatorToken(t, 'Staff01');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await login('staff01', 'Operator1234')).json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await login('staff01', 'Wrong1234')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login('nobody01', 'Wrong1234')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login('', '')).json().code).toBe('CREDENTIALS_REQUIRED');
    expect(
      (await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'staff01', password: 'Operator1234' } })).json()
        .code,
    ).toBe('NON_MEMBER_ACCOUNT');
    // A staff session has no wallet and no member account: every player call refuses it.
    for (const url of ['/wps/v2/withdraw/config', '/wps/v2/wallets/balance', '/wps/member/info', '/wps/v2/messages']) {
      expect((await t.request({ method: 'GET', url, headers: bearer(token) })).json().code, url).toBe('NON_MEMBER_ACCOUNT');
    }
    await t.account({ username: 'member01', password: 'Member1234' });
    const member = await login('member01', 'Member1234');
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('OPERATOR_ONLY');
    expect((await listAudit(t.app.ctx.db, 'member', operatorId)).map((entry) => entry.action)).toContain('staff.enrol');
  });

  it('refuses members and strangers on operator calls', async () => {
    const memberToken = await t.login('member01', 'Member1234');
    const asMember = await t.request({ method: 'GET', url: '/wps/operator/withdrawals', headers: bearer(memberToken) });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('OPERATOR_ONLY');
    expect((await decide(t, memberToken, 1, 'approve')).json().code).toBe('OPERATOR_ONLY');
    expect((await t.request({ method: 'GET', url: '/wps/operator/withdrawals' })).json().code).toBe('NOT_LOGGED_IN');
  });

  it('locks an operator account after repeated failures', async () => {
    await t.account({ username: 'staff02', password: 'Operator1234', type: 9 });
    for (let i = 0; i < 10; i++) expect((await login('staff02', 'Wrong1234')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login('staff02', 'Operator1234')).json().code).toBe('TOO_MANY_REQUESTS');
  });
});
