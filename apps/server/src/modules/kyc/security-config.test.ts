import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { decide, imagesForm, member, operator, personalInfoForm, savePersonalInfo, securityConfig, uploadImages } from './kyc.test-kit';

describe(`security config (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      KYC_RATE_LIMIT_PER_MINUTE: '1000',
      SESSION_IDLE_MINUTES: '10000',
      SESSION_ABSOLUTE_HOURS: '1000',
    });
  });
  afterAll(() => t.close());

  it('tells the web whether to open the security modal, follows the state, and offers verify-later for 3 days', async () => {
    const { token } = await member(t, 'secure01');
    const config = await securityConfig(t, token);
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json().value).toEqual({
      idVerification: { enabled: true, isComplete: false, status: 'N', personalInfoSaved: false, rejectReason: null, submittedAt: null },
      kycMandatory: false,
      registeredAt: '2026-11-21T10:00:00.000Z',
      kycDeadline: '2026-11-24T10:00:00.000Z',
      verifyLaterAllowed: true,
      paymentPasswordSet: false,
      mobileVerified: false,
    });

    await savePersonalInfo(t, token, personalInfoForm());
    expect((await securityConfig(t, token)).json().value.idVerification).toMatchObject({ status: 'N', personalInfoSaved: true });
    await uploadImages(t, token, imagesForm());
    expect((await securityConfig(t, token)).json().value.idVerification).toMatchObject({ status: 'P', isComplete: false });

    // Three days after registration, to the millisecond, verify-later is still offered; then not.
    t.clock.advance(3 * DAY);
    expect((await securityConfig(t, token)).json().value.verifyLaterAllowed).toBe(true);
    t.clock.advance(1);
    expect((await securityConfig(t, token)).json().value.verifyLaterAllowed).toBe(false);
    t.clock.advance(-(3 * DAY + 1));
  });

  it('reflects the mandatory-KYC setting and the enabled switch', async () => {
    const { token } = await member(t, 'secure02');
    expect((await securityConfig(t, token)).json().value.kycMandatory).toBe(false);
    await t.updateBrand((m) => (m.settings.kyc.mandatory = true));
    expect((await securityConfig(t, token)).json().value).toMatchObject({ kycMandatory: true, idVerification: { enabled: true } });
    // With KYC turned off nothing is mandatory and the modal stays closed.
    await t.updateBrand((m) => (m.settings.kyc.enabled = false));
    expect((await securityConfig(t, token)).json().value).toMatchObject({ kycMandatory: false, idVerification: { enabled: false } });
    await t.updateBrand((m) => {
      m.settings.kyc.enabled = true;
      m.settings.kyc.mandatory = false;
    });
  });

  it('says when a withdrawal password is set, the mobile verified and the state complete', async () => {
    const memberId = await t.account({ username: 'secure03', password: 'Member1234', paymentPassword: '123456', kycStatus: 'P' });
    const token = await t.login('secure03', 'Member1234');
    expect((await securityConfig(t, token)).json().value).toMatchObject({ paymentPasswordSet: true, idVerification: { status: 'P' } });
    await t.app.ctx.db
      .insertInto('member_phones')
      .values({ member_id: memberId, merchant_id: t.merchantId, phone: '+639171234567', verified_at: 1, created_at: 1 })
      .execute();
    expect((await securityConfig(t, token)).json().value.mobileVerified).toBe(true);
    const staff = await operator(t);
    await t.app.ctx.db
      .insertInto('kyc_profiles')
      .values({
        member_id: memberId,
        merchant_id: t.merchantId,
        id_type: 1,
        first_name: 'Ana',
        middle_name: '',
        last_name: 'Reyes',
        full_name: 'Ana Reyes',
        name_key: 'ana reyes',
        short_name_key: 'ana reyes',
        birthday: '1980-01-01',
        address: 'x',
        permanent_address: 'x',
        place_of_birth: 'x',
        nationality: 'Philippines',
        source_of_income: 1,
        occupation: 3,
        terms_accepted_at: 0,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    expect((await decide(t, staff.token, memberId, 'approve')).statusCode).toBe(200);
    expect((await securityConfig(t, token)).json().value.idVerification).toMatchObject({ status: 'A', isComplete: true });
  });

  it('is for logged-in real members only', async () => {
    expect((await t.request({ method: 'GET', url: '/wps/v2/member/securityConfig' })).json().code).toBe('NOT_LOGGED_IN');
    const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W', os: 'web' } });
    expect((await securityConfig(t, trial.json().value.token)).json().code).toBe('NEED_TRUE_ACCOUNT');
    const staff = await operator(t, 'secureop');
    expect((await t.request({ method: 'GET', url: '/wps/v2/member/securityConfig', headers: bearer(staff.token) })).json().code).toBe(
      'NON_MEMBER_ACCOUNT',
    );
  });
});
