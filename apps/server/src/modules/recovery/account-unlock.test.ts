import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { enableSms, inboxCode, inboxSize, registerVerifiedMobile } from '../verification/sms.test-kit';
import { outbox, registerWithEmail } from './recovery-email.test-kit';

// Issue #37 item 7: anyone who solves captchas can lock any account; its owner needs a way past.
describe(`unlocking a locked account (${testDatabaseName()})`, () => {
  let t: TestApp;
  let phoneOwner: number;
  let mailOwner: number;
  const ATTACKER = '203.0.113.66';
  const OWNER = '198.51.100.7';
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_MAX_PER_NUMBER_PER_HOUR: '3', SMS_MAX_PER_IP_PER_HOUR: '1000' });
    await enableSms(t);
    phoneOwner = (
      await registerVerifiedMobile(t, '9205551234', { username: 'lockedsms1', password: 'Owner12345', confirmPassword: 'Owner12345' })
    ).userInfo.id;
    mailOwner = (await registerWithEmail(t, 'lockedmail1', 'owner.mail@example.com')).userInfo.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const login = (username: string, password: string, ip: string, captcha: object = {}) =>
    t.request({ method: 'POST', url: '/wps/session/login', payload: { username, password, ...captcha }, remoteAddress: ip });
  const solvedCaptcha = async (ip: string) => {
    t.clock.advance(1000);
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha', remoteAddress: ip })).json().value;
    return { captchaId, captcha: t.captchaAnswers.get(captchaId) };
  };
  /** What the attacker of the issue does: ten wrong passwords, seven of them with solved captchas. */
  const lockOut = async (username: string) => {
    for (let i = 0; i < 10; i++) await login(username, 'wrong-guess', ATTACKER, i < 3 ? {} : await solvedCaptcha(ATTACKER));
    const locked = await login(username, 'whatever', OWNER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', accountLocked: true });
  };
  const ask = (username: string, channel: 'sms' | 'email', ip: string) => {
    t.clock.advance(1000);
    return t.request({ method: 'POST', url: '/wps/session/unlock', payload: { username, channel }, remoteAddress: ip });
  };
  const byCode = (username: string, code: string, ip = OWNER) =>
    t.request({ method: 'POST', url: '/wps/session/unlock/code', payload: { username, code }, remoteAddress: ip });
  const byLink = (token: string, ip = OWNER) =>
    t.request({ method: 'POST', url: '/wps/session/unlock/link', payload: { token }, remoteAddress: ip });
  const unlockToken = async () => {
    const link = (await outbox(t, 'owner.mail@example.com'))[0]?.link;
    expect(link).toMatch(/^http:\/\/brand\.test\/unlockAccount\?token=[A-Za-z0-9_-]{43}$/);
    return new URL(link!).searchParams.get('token')!;
  };

  it('unlocks by an SMS code sent only to the verified number, which the attacker cannot use', async () => {
    await lockOut('lockedsms1');
    const texts = await inboxSize(t, '9205551234');
    // The attacker can ask: the code goes to the owner's phone, not to the asker.
    const asked = await ask('LockedSms1', 'sms', ATTACKER);
    expect(asked.json()).toEqual({ success: true, value: { channel: 'sms', expiredMinutes: 5 } });
    expect(await inboxSize(t, '9205551234')).toBe(texts + 1);
    expect((await byCode('lockedsms1', '000000', ATTACKER)).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await login('lockedsms1', 'Owner12345', OWNER)).json().accountLocked).toBe(true);

    const code = await inboxCode(t, '9205551234');
    const unlocked = await byCode('lockedsms1', code);
    expect(unlocked.json()).toEqual({ success: true, value: { username: 'lockedsms1' } });
    expect((await login('lockedsms1', 'Owner12345', OWNER)).statusCode).toBe(200);
    const audit = await listAudit(t.app.ctx.db, 'member', phoneOwner);
    expect(audit.filter((entry) => entry.action === 'member.unlocked').map((entry) => JSON.parse(entry.detail!))).toEqual([
      { channel: 'sms' },
    ]);
    // One use.
    expect((await byCode('lockedsms1', code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('answers alike and sends nothing for an account that is not locked or does not exist', async () => {
    const texts = await inboxSize(t, '9205551234');
    const answers = [await ask('lockedsms1', 'sms', ATTACKER), await ask('nobody404', 'sms', ATTACKER)].map((response) => response.body);
    expect(answers).toEqual([answers[0], answers[0]]);
    expect(await inboxSize(t, '9205551234')).toBe(texts);
  });

  it('is rate-limited like every SMS send: one a second per client, and so many an hour per number', async () => {
    await lockOut('lockedsms1');
    expect((await ask('lockedsms1', 'sms', ATTACKER)).statusCode).toBe(200);
    const tooFast = await t.request({
      method: 'POST',
      url: '/wps/session/unlock',
      payload: { username: 'lockedsms1', channel: 'sms' },
      remoteAddress: ATTACKER,
    });
    expect(tooFast.json().code).toBe('REFRESH_TOO_FAST');
    expect((await ask('lockedsms1', 'sms', '203.0.113.67')).statusCode).toBe(200);
    expect((await ask('lockedsms1', 'sms', '203.0.113.68')).statusCode).toBe(200);
    const perNumber = await ask('lockedsms1', 'sms', '203.0.113.69');
    expect(perNumber.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('unlocks by a one-time e-mailed link, once even when it is used twice at once', async () => {
    await lockOut('lockedmail1');
    const asked = await ask('lockedmail1', 'email', ATTACKER);
    expect(asked.json()).toEqual({ success: true, value: { channel: 'email', expiredMinutes: 30 } });
    const [mail] = await outbox(t, 'owner.mail@example.com');
    expect(mail).toMatchObject({ subject: 'Unlock your Test Brand account' });
    expect(mail!.text).toContain('lockedmail1');
    const token = await unlockToken();
    // An unlock link sets no password, and a bad token unlocks nothing.
    const asReset = await t.request({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Taken12345', confirmNewPassword: 'Taken12345' },
    });
    expect(asReset.json().code).toBe('PASSWORD_RESET_LINK_INVALID');
    expect((await byLink('not-a-token', ATTACKER)).json().code).toBe('UNLOCK_LINK_INVALID');

    const both = await Promise.all([byLink(token), byLink(token)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((response) => response.statusCode === 400)!.json().code).toBe('UNLOCK_LINK_INVALID');
    expect((await login('lockedmail1', 'Before1234', OWNER)).statusCode).toBe(200);
    const audit = await listAudit(t.app.ctx.db, 'member', mailOwner);
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['member.unlock_mail_sent', 'member.unlocked']));
    expect(audit.filter((entry) => entry.action === 'member.unlocked')).toHaveLength(1);
  });

  it('spends an SMS code once when it is sent twice at once', async () => {
    await lockOut('lockedsms1');
    await ask('lockedsms1', 'sms', OWNER);
    const code = await inboxCode(t, '9205551234');
    const both = await Promise.all([byCode('lockedsms1', code), byCode('lockedsms1', code)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const audit = await listAudit(t.app.ctx.db, 'member', phoneOwner);
    expect(audit.filter((entry) => entry.action === 'member.unlocked')).toHaveLength(2);
  });
});
