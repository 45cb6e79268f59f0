import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { member, personalInfoForm, savePersonalInfo, TURNS_21_TODAY } from './kyc.test-kit';

describe(`KYC personal info (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', KYC_RATE_LIMIT_PER_MINUTE: '1000' });
    ({ token, memberId } = await member(t, 'kycinfo01'));
  });
  afterAll(() => t.close());

  const save = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    savePersonalInfo(t, token, personalInfoForm(overrides), headers);
  const failure = async (overrides: Record<string, unknown>) => {
    const response = await save(overrides);
    expect(response.statusCode).toBe(400);
    return response.json() as { code: string; message: string; fields?: Record<string, string> };
  };

  it('saves the info with the full name joined by single spaces; the state stays N until the upload', async () => {
    const response = await save({ firstName: '  Juan  Carlo ', middleName: ' ', lastName: 'Dela   Cruz ', address: ' 12  Mabini St ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      enabled: true,
      isComplete: false,
      status: 'N',
      personalInfoSaved: true,
      rejectReason: null,
      submittedAt: null,
    });
    const kyc = await t.request({ method: 'GET', url: '/wps/v2/member/kyc', headers: bearer(token) });
    expect(kyc.json().value.personalInfo).toMatchObject({
      firstName: 'Juan Carlo',
      middleName: '',
      lastName: 'Dela Cruz',
      fullName: 'Juan Carlo Dela Cruz',
      address: '12 Mabini St',
      nationality: 'Philippines',
    });
    // The member may correct it before uploading; each save is audited without the personal data.
    expect((await save({ middleName: 'Santos' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/wps/v2/member/kyc', headers: bearer(token) })).json().value.personalInfo.fullName).toBe(
      'Juan Santos Dela Cruz',
    );
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.filter((entry) => entry.action === 'kyc.personal_info_saved')).toHaveLength(2);
    expect(audit.map((entry) => entry.detail).join()).not.toContain('Juan');
  });

  it('needs the terms box ticked (local_accept_terms)', async () => {
    expect((await failure({ termsAccepted: false })).code).toBe('TERMS_NOT_ACCEPTED');
    expect((await failure({ termsAccepted: undefined })).code).toBe('TERMS_NOT_ACCEPTED');
  });

  it('needs every field but the middle name (form_all_fields_required), naming each one missing', async () => {
    const fields = ['idType', 'firstName', 'lastName', 'birthday', 'address', 'permanentAddress', 'placeOfBirth', 'nationality'];
    for (const field of [...fields, 'sourceOfIncome', 'occupation']) {
      const body = await failure({ [field]: undefined });
      expect(body.code, field).toBe('REQUIRED_FIELDS_MISSING');
      expect(body.message).toBe('All required fields must be completed');
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    }
    for (const field of fields.filter((name) => name !== 'idType')) {
      expect((await failure({ [field]: '   ' })).code, field).toBe('REQUIRED_FIELDS_MISSING');
    }
    expect((await failure({ idType: null, occupation: null })).fields).toHaveProperty('occupation');
    expect((await save({ middleName: undefined })).statusCode).toBe(200);
  });

  it('needs age 21 on the brand clock: exactly 21 today passes, a day younger does not (local_age_21)', async () => {
    expect((await save({ birthday: TURNS_21_TODAY })).statusCode).toBe(200);
    const young = await failure({ birthday: '2005-11-22' });
    expect(young).toMatchObject({ code: 'AGE_UNDER_21', fields: { birthday: young.message } });
    expect(young.message).toMatch(/21/);
    // On a brand at GMT+14 it is already 22 November (00:00), though still the 21st in UTC.
    await t.updateBrand((m) => (m.settings.gmtOffsetMinutes = 14 * 60));
    try {
      expect((await save({ birthday: '2005-11-22' })).statusCode).toBe(200);
      expect((await failure({ birthday: '2005-11-23' })).code).toBe('AGE_UNDER_21');
    } finally {
      await t.updateBrand((m) => (m.settings.gmtOffsetMinutes = 480));
    }
  });

  it('refuses a future, impossible or malformed birthday with the age message', async () => {
    for (const birthday of ['2030-01-01', '2001-02-29', '1990-13-01', '17-05-1990', 'yesterday', '1850-01-01']) {
      expect((await failure({ birthday })).code, birthday).toBe('AGE_UNDER_21');
    }
  });

  it('audits an under-age refusal without the birthday, but not a typo', async () => {
    const before = (await listAudit(t.app.ctx.db, 'member', memberId)).filter((entry) => entry.action === 'restricted.refused').length;
    await failure({ birthday: '2010-01-01' });
    await failure({ birthday: 'not a date' });
    const refusals = (await listAudit(t.app.ctx.db, 'member', memberId)).filter((entry) => entry.action === 'restricted.refused');
    expect(refusals).toHaveLength(before + 1);
    expect(JSON.parse(refusals.at(-1)!.detail)).toEqual({ stage: 'kyc', reason: 'under-age' });
  });

  it('refuses names that are not names (Real name format incorrect)', async () => {
    for (const name of ['Juan3', 'J@n', '-Juan', 'x'.repeat(51)]) {
      const body = await failure({ firstName: name });
      expect(body.code, name).toBe('NAME_FORMAT_INVALID');
      expect(body.fields).toHaveProperty('firstName');
    }
    expect((await failure({ middleName: '<b>' })).fields).toHaveProperty('middleName');
    expect((await save({ firstName: 'María José', middleName: "O'Neil", lastName: 'Peña-Reyes Jr.' })).statusCode).toBe(200);
  });

  it('refuses values that are not on the pick-lists', async () => {
    const cases: [string, unknown][] = [
      ['idType', 13],
      ['idType', 0],
      ['sourceOfIncome', 3],
      ['occupation', 2],
      ['occupation', 22],
      ['nationality', 'Narnia'],
      ['nationality', 'philippines'],
    ];
    for (const [field, value] of cases) {
      const body = await failure({ [field]: value });
      expect(body.code, `${field}=${String(value)}`).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    }
    expect((await failure({ idType: 'passport' })).code).toBe('VALIDATION_FAILED');
    expect((await failure({ address: 'a'.repeat(256) })).fields).toHaveProperty('address');
    for (const [idType, sourceOfIncome, occupation] of [
      [12, -3, 21],
      [7, -1, 3],
    ]) {
      expect((await save({ idType, sourceOfIncome, occupation, nationality: "Cote d'Ivoire" })).statusCode).toBe(200);
    }
  });

  it('answers in Tagalog when asked', async () => {
    const response = await save({ birthday: '2010-01-01' }, { lang: 'TY' });
    expect(response.json().message).toMatch(/21 taong gulang/);
  });

  it('is for real members: trial players and visitors are refused, and staff sessions too', async () => {
    const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W', os: 'web' } });
    const trialToken = trial.json().value.token as string;
    expect((await savePersonalInfo(t, trialToken, personalInfoForm())).json().code).toBe('NEED_TRUE_ACCOUNT');
    expect((await t.request({ method: 'GET', url: '/wps/v2/member/kyc', headers: bearer(trialToken) })).json().code).toBe(
      'NEED_TRUE_ACCOUNT',
    );
    expect((await t.request({ method: 'POST', url: '/wps/v2/member/kyc/personalInfo', payload: personalInfoForm() })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
  });

  it('is closed while the brand has KYC turned off', async () => {
    await t.updateBrand((m) => (m.settings.kyc.enabled = false));
    try {
      expect((await save()).json().code).toBe('FUNCTION_NOT_ENABLED');
    } finally {
      await t.updateBrand((m) => (m.settings.kyc.enabled = true));
    }
  });
});
