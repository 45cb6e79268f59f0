import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { mailedToken, outbox, registerWithEmail } from './recovery-email.test-kit';

describe(`password by e-mail (${testDatabaseName()})`, () => {
  let t: TestApp;
  let member: { token: string; userInfo: { id: number; account: string } };
  let client = 0;
  // Each test asks from its own address, so the per-IP hourly limit only shows where it is tested.
  let ip = '';
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR: '5' });
    member = await registerWithEmail(t, 'mailuser1', 'Mail.User@Example.com');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.advance(HOUR);
    ip = `198.51.100.${++client}`;
  });

  const forgot = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(payload).toString(),
      remoteAddress: ip,
    });
  const reset = (payload: object) => t.request({ method: 'POST', url: '/wps/member/password/reset', payload, remoteAddress: ip });
  const info = (token: string) => t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
  const login = (password: string) =>
    t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'mailuser1', password }, remoteAddress: ip });

  it('mails a one-time link to the account address, in the form-encoded call of the spec', async () => {
    const response = await forgot({ username: 'MailUser1', email: 'mail.user@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { expiresInMinutes: 30 } });
    const [mail] = await outbox(t, 'Mail.User@Example.com');
    expect(mail).toMatchObject({ to: 'Mail.User@Example.com', subject: 'Reset your Test Brand password' });
    expect(mail!.link).toMatch(/^http:\/\/brand\.test\/resetPassword\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain('mailuser1');
    expect(mail!.text).toContain('30 minutes');
    // Only the token's hash is stored.
    const token = new URL(mail!.link!).searchParams.get('token')!;
    const rows = await t.app.ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows).toHaveLength(1);
  });

  it('answers the same, and mails nothing, for an unknown account or another address', async () => {
    const before = (await outbox(t, 'mail.user@example.com')).length;
    const answers = [
      await forgot({ username: 'nobody99', email: 'mail.user@example.com' }),
      await forgot({ username: 'mailuser1', email: 'someone@example.com' }),
      await forgot({ username: 'mailuser1', email: 'mail.user@example.com' }),
    ].map((response) => response.body);
    expect(new Set(answers).size).toBe(1);
    expect(await outbox(t, 'someone@example.com')).toHaveLength(0);
    expect((await outbox(t, 'mail.user@example.com')).length).toBe(before + 1);
  });

  it('takes JSON as well', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'mailuser1', email: 'mail.user@example.com' },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
  });

  it('sets the new password with the link, ends every session, and the link works once', async () => {
    const other = await t.login('mailuser1', 'Before1234');
    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' });
    const token = await mailedToken(t, 'mail.user@example.com');
    const response = await reset({ token, newPassword: 'After12345', confirmNewPassword: 'After12345' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ username: 'mailuser1' });
    expect((await info(other)).json().code).toBe('SESSION_EXPIRED');
    expect((await info(member.token)).json().code).toBe('SESSION_EXPIRED');
    expect((await login('Before1234')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login('After12345')).statusCode).toBe(200);
    const again = await reset({ token, newPassword: 'Again12345', confirmNewPassword: 'Again12345' });
    expect(again.json()).toMatchObject({
      code: 'PASSWORD_RESET_LINK_USED',
      message: 'This password reset link was already used. Please request a new one.',
    });
    const actions = (await listAudit(t.app.ctx.db, 'member', member.userInfo.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['member.password_reset_mail_sent', 'member.password_reset_by_email']));
  });

  it('refuses an expired link, an unknown one, and one older than the last password change', async () => {
    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' });
    const expiring = await mailedToken(t, 'mail.user@example.com');
    t.clock.advance(30 * MINUTE);
    const expired = await reset({ token: expiring, newPassword: 'Later12345', confirmNewPassword: 'Later12345' });
    expect(expired.json().code).toBe('PASSWORD_RESET_LINK_EXPIRED');
    expect((await reset({ token: 'x'.repeat(43), newPassword: 'Later12345', confirmNewPassword: 'Later12345' })).json().code).toBe(
      'PASSWORD_RESET_LINK_INVALID',
    );

    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' });
    const stale = await mailedToken(t, 'mail.user@example.com');
    t.clock.advance(MINUTE);
    const session = (await login('After12345')).json().value.token as string;
    const change = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(session),
      payload: { oldPassword: 'After12345', newPassword: 'Changed1234', confirmNewPassword: 'Changed1234' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await reset({ token: stale, newPassword: 'Later12345', confirmNewPassword: 'Later12345' })).json().code).toBe(
      'PASSWORD_RESET_LINK_EXPIRED',
    );
  });

  it('retires the other links of the member when one sets a password', async () => {
    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' });
    const first = await mailedToken(t, 'mail.user@example.com');
    t.clock.advance(1000);
    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' });
    const second = await mailedToken(t, 'mail.user@example.com');
    expect(second).not.toBe(first);
    expect((await reset({ token: second, newPassword: 'Second1234', confirmNewPassword: 'Second1234' })).statusCode).toBe(200);
    expect((await reset({ token: first, newPassword: 'First12345', confirmNewPassword: 'First12345' })).json().code).toBe(
      'PASSWORD_RESET_LINK_USED',
    );
  });

  it('checks the new password before it looks at the link', async () => {
    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' });
    const token = await mailedToken(t, 'mail.user@example.com');
    const weak = await reset({ token, newPassword: 'abc', confirmNewPassword: 'abc' });
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', fields: { newPassword: '8-32 letters, digits and symbols' } });
    expect((await reset({ token, newPassword: 'Good12345', confirmNewPassword: 'Other1234' })).json().code).toBe(
      'PASSWORD_CONFIRMATION_MISMATCH',
    );
    expect((await reset({ token, newPassword: 'Good12345' })).json().code).toBe('REQUIRED_FIELDS_MISSING');
    expect((await reset({ token: ' ', newPassword: 'Good12345', confirmNewPassword: 'Good12345' })).json().code).toBe(
      'PASSWORD_RESET_LINK_INVALID',
    );
    expect((await reset({ token, newPassword: 'Good12345', confirmNewPassword: 'Good12345' })).statusCode).toBe(200);
  });

  it.each([
    [{ username: 'mailuser1' }, 'REQUIRED_FIELDS_MISSING'],
    [{ email: 'mail.user@example.com' }, 'REQUIRED_FIELDS_MISSING'],
    [{ username: 'mailuser1', email: 'not-an-address' }, 'EMAIL_FORMAT_INVALID'],
    [{ username: '1bad', email: 'mail.user@example.com' }, 'ACCOUNT_FORMAT_INVALID'],
  ])('refuses %j with %s', async (payload, code) => {
    const response = await forgot(payload as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('mails an account at most three times an hour, with the same answer after that', async () => {
    await registerWithEmail(t, 'mailuser2', 'second@example.com');
    for (let i = 0; i < 4; i++) {
      expect((await forgot({ username: 'mailuser2', email: 'second@example.com' })).statusCode).toBe(200);
    }
    expect(await outbox(t, 'second@example.com')).toHaveLength(3);
    t.clock.advance(HOUR);
    await forgot({ username: 'mailuser2', email: 'second@example.com' });
    expect(await outbox(t, 'second@example.com')).toHaveLength(4);
  });

  it('limits the requests of one client per hour', async () => {
    for (let i = 0; i < 5; i++) await forgot({ username: 'nobody99', email: 'x@example.com' });
    const limited = await forgot({ username: 'nobody99', email: 'x@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('writes to the member in their language', async () => {
    await registerWithEmail(t, 'mailuser3', 'tagalog@example.com', 'TY');
    await forgot({ username: 'mailuser3', email: 'tagalog@example.com' });
    const [mail] = await outbox(t, 'tagalog@example.com');
    expect(mail!.subject).toBe('I-reset ang iyong Test Brand password');
    expect(mail!.text).toContain('30 minuto');
  });

  it('links to the brand domain, never to a Host the request made up', async () => {
    await forgot({ username: 'mailuser1', email: 'mail.user@example.com' }, { merchant: 'brand', host: 'evil.test' });
    const [mail] = await outbox(t, 'mail.user@example.com');
    expect(mail!.link).toMatch(/^https:\/\/brand\.test\/resetPassword\?token=/);
  });

  it('is off while the brand has CHNGPASSMAIL3 off', async () => {
    await t.updateBrand((m) => (m.whitelabel.flags.CHNGPASSMAIL3 = 0));
    expect((await forgot({ username: 'mailuser1', email: 'mail.user@example.com' })).json().code).toBe('FUNCTION_NOT_ENABLED');
    expect((await reset({ token: 'x', newPassword: 'Good12345', confirmNewPassword: 'Good12345' })).json().code).toBe(
      'FUNCTION_NOT_ENABLED',
    );
    await t.updateBrand((m) => (m.whitelabel.flags.CHNGPASSMAIL3 = 1));
  });
});
