import { expect } from 'vitest';
import { staffSession } from '../staff/staff.test-kit';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';

/** Test helpers for the KYC suites (not a test file itself). */

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
]);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The test clock starts on 2026-11-21 (18:00 on the brand's GMT+8 clock): this person turns 21 today. */
export const TURNS_21_TODAY = '2005-11-21';

/** A complete, valid personal-info form. */
export const personalInfoForm = (overrides: Record<string, unknown> = {}) => ({
  idType: 1,
  firstName: 'Juan',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  birthday: '1990-05-17',
  address: '12 Mabini St, Quezon City',
  permanentAddress: '12 Mabini St, Quezon City',
  placeOfBirth: 'Manila',
  nationality: 'Philippines',
  sourceOfIncome: 1,
  occupation: 6,
  termsAccepted: true,
  ...overrides,
});

export const imagesForm = (data: Record<string, string | undefined> = {}) => ({
  moduleId: 'UPLOADID3',
  data: {
    idCardFront: PNG.toString('base64'),
    idCardBack: `data:image/jpeg;base64,${JPEG.toString('base64')}`,
    idCardSelfie: PNG.toString('base64'),
    ...data,
  },
});

export const savePersonalInfo = (t: TestApp, token: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/wps/v2/member/kyc/personalInfo', headers: { ...bearer(token), ...headers }, payload });

export const uploadImages = (t: TestApp, token: string, payload: object) =>
  t.request({ method: 'POST', url: '/wps/v2/member/kyc/idImages', headers: bearer(token), payload });

export const securityConfig = (t: TestApp, token: string) =>
  t.request({ method: 'GET', url: '/wps/v2/member/securityConfig', headers: bearer(token) });

/** A member logged in: their id and token. */
export async function member(t: TestApp, username: string): Promise<{ memberId: number; token: string }> {
  const memberId = await t.account({ username, password: 'Member1234' });
  return { memberId, token: await t.login(username, 'Member1234') };
}

/** A member whose documents wait for review (status P). */
export async function submitted(t: TestApp, username: string, info: Record<string, unknown> = {}) {
  const who = await member(t, username);
  expect((await savePersonalInfo(t, who.token, personalInfoForm(info))).statusCode).toBe(200);
  const upload = await uploadImages(t, who.token, imagesForm());
  expect(upload.statusCode, upload.body).toBe(200);
  return who;
}

/** A brand admin of the test brand, signed in with password and authenticator code. */
export async function operator(t: TestApp, username = 'kycoperator'): Promise<{ operatorId: number; token: string }> {
  return staffSession(t, username, ['brand_admin']);
}

export const decide = (t: TestApp, token: string, memberId: number, decision: 'approve' | 'reject', reason?: string) =>
  t.request({
    method: 'POST',
    url: `/wps/operator/kyc/${memberId}/${decision}`,
    headers: bearer(token),
    payload: reason === undefined ? {} : { reason },
  });
