import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.test-kit';
import type { Merchant } from '../../kernel/merchant';

/** Turns on every SMS method of the test brand (and lets a test adjust the rest). */
export async function enableSms(t: TestApp, change: (merchant: Merchant) => void = () => {}): Promise<void> {
  await t.updateBrand((m) => {
    m.whitelabel.flags.MOBILENUMREG3 = 1;
    m.whitelabel.flags.REGMOBVERF3 = 1;
    m.whitelabel.flags.CHNGPASSVERIF3 = 1;
    m.whitelabel.modules.verificationCodeLogin = 1;
    change(m);
  });
}

export type SendKind = 'login' | 'register' | 'noLogin';

/** Asks for a code as the send button would, a second after the last one (the per-client throttle). */
export async function requestCode(t: TestApp, kind: SendKind, payload: object, headers: Record<string, string> = {}) {
  t.clock.advance(1000);
  return t.request({ method: 'POST', url: `/wps/verification/sms/${kind}`, payload, headers });
}

/** The newest code the development gateway "sent" to a number, read from the development inbox. */
export async function inboxCode(t: TestApp, mobileNum: string): Promise<string> {
  const inbox = await t.request({ method: 'GET', url: `/wps/dev/sms-inbox?mobile=${mobileNum}` });
  expect(inbox.statusCode, inbox.body).toBe(200);
  const code = inbox.json().value[0]?.code as string | undefined;
  expect(code, `no text to ${mobileNum}`).toMatch(/^\d{6}$/);
  return code!;
}

/** Texts the development inbox holds for a number. */
export async function inboxSize(t: TestApp, mobileNum: string): Promise<number> {
  return (await t.request({ method: 'GET', url: `/wps/dev/sms-inbox?mobile=${mobileNum}` })).json().value.length;
}

export const mobileRegistration = (mobileNum: string, overrides: Record<string, unknown> = {}) => ({
  mobileNum,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  termsAccepted: true,
  ageConfirmed: true,
  ...overrides,
});

/** Registers a member by mobile with a verified number, as the mobile tab does; returns the login value. */
export async function registerVerifiedMobile(t: TestApp, mobileNum: string, overrides: Record<string, unknown> = {}) {
  const sent = await requestCode(t, 'register', { mobileNo: mobileNum });
  expect(sent.statusCode, sent.body).toBe(200);
  const verificationCode = await inboxCode(t, mobileNum);
  const response = await t.request({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    payload: mobileRegistration(mobileNum, { verificationCode, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { token: string; userInfo: { id: number; account: string } };
}
