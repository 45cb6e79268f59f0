import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.test-kit';

/** Registers a member with an e-mail address, in the language of the `lang` header. */
export async function registerWithEmail(t: TestApp, username: string, email: string, lang = 'EN') {
  const response = await t.request({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { lang },
    payload: { username, password: 'Before1234', confirmPassword: 'Before1234', email, termsAccepted: true, ageConfirmed: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { token: string; userInfo: { id: number; account: string } };
}

/** The mails the development outbox holds for an address, newest first. */
export async function outbox(t: TestApp, to: string) {
  const response = await t.request({ method: 'GET', url: `/wps/dev/mail-outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { to: string; subject: string; text: string; link: string | null; sentAt: string }[];
}

/** The token of the newest reset link mailed to an address. */
export async function mailedToken(t: TestApp, to: string): Promise<string> {
  const link = (await outbox(t, to))[0]?.link;
  expect(link, `no mail to ${to}`).toMatch(/\/resetPassword\?token=/);
  return new URL(link!).searchParams.get('token')!;
}
