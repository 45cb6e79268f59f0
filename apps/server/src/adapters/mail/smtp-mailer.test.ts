import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { registerWithEmail } from '../../modules/recovery/recovery-email.test-kit';
import { DevMailer } from './dev-mailer';
import type { MailLog } from './mailer';
import { SmtpMailer } from './smtp-mailer';
import { SmtpStandIn } from './smtp-stand-in';

const quietLog = (): MailLog & { lines: string[] } => {
  const lines: string[] = [];
  return {
    lines,
    info: (detail, message) => lines.push(`${message} ${JSON.stringify(detail)}`),
    warn: (detail, message) => lines.push(`${message} ${JSON.stringify(detail)}`),
  };
};

describe('SMTP mailer (nodemailer against a local SMTP stand-in)', () => {
  const standIn = new SmtpStandIn();
  let url = '';
  beforeAll(async () => {
    url = await standIn.listen();
  });
  afterAll(() => standIn.close());

  it('delivers the text and HTML parts with the brand as the sender name, and logs no body', async () => {
    const log = quietLog();
    const mailer = new SmtpMailer({ url, from: 'no-reply@panalo.test', timeoutMs: 5000 }, log);
    const arrived = standIn.next();
    const result = await mailer.send({
      to: 'player@example.com',
      subject: 'Reset your Panalo password',
      text: 'Set a new password: https://panalo.test/resetPassword?token=abc',
      html: '<p><a href="https://panalo.test/resetPassword?token=abc">Set a new password</a></p>',
      fromName: 'Panalo Demo',
    });
    mailer.close();
    expect(result.ok).toBe(true);
    const mail = await arrived;
    expect(mail.from).toBe('no-reply@panalo.test');
    expect(mail.to).toEqual(['player@example.com']);
    expect(mail.data).toContain('Subject: Reset your Panalo password');
    expect(mail.data).toContain('From: Panalo Demo <no-reply@panalo.test>');
    expect(mail.data).toContain('Content-Type: text/html');
    expect(mail.data).toContain('https://panalo.test/resetPassword?token=abc');
    expect(log.lines.join('\n')).not.toContain('token=abc');
  });

  it('answers a failure instead of throwing when the server cannot be reached', async () => {
    const closed = new SmtpStandIn();
    const closedUrl = await closed.listen();
    await closed.close();
    const log = quietLog();
    const result = await new SmtpMailer({ url: closedUrl, from: 'no-reply@panalo.test', timeoutMs: 2000 }, log).send({
      to: 'player@example.com',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    });
    expect(result.ok).toBe(false);
    expect(log.lines.some((line) => line.startsWith('mail not sent'))).toBe(true);
  });

  it('the development mailer sends nothing in production and keeps the link out of the log', async () => {
    const log = quietLog();
    const mailer = new DevMailer(log, true, () => 0);
    const result = await mailer.send({ to: 'a@example.com', subject: 's', text: 'token=secret', html: '' });
    expect(result.ok).toBe(false);
    expect(mailer.messages()).toHaveLength(0);
    expect(log.lines.join('\n')).not.toContain('secret');
  });
});

describe(`password by e-mail over SMTP (${testDatabaseName()})`, () => {
  const standIn = new SmtpStandIn();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await standIn.listen(), SMTP_FROM: 'no-reply@brand.test', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('mails the reset link through the SMTP server, and the link sets the password', async () => {
    await registerWithEmail(t, 'smtpuser1', 'smtp.user@example.com');
    const arrived = standIn.next();
    const response = await t.request({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'smtpuser1', email: 'smtp.user@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await arrived;
    expect(mail.to).toEqual(['smtp.user@example.com']);
    expect(mail.data).toContain('From: Test Brand <no-reply@brand.test>');
    const token = /resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail.data)?.[1];
    expect(token).toBeDefined();
    const reset = await t.request({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'ViaSmtp1234', confirmNewPassword: 'ViaSmtp1234' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.login('smtpuser1', 'ViaSmtp1234')).toBeTruthy();
  });

  it('has no development outbox when mail goes out by SMTP', async () => {
    expect((await t.request({ method: 'GET', url: '/wps/dev/mail-outbox' })).statusCode).toBe(404);
  });
});
