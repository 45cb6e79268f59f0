import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { member, personalInfoForm, savePersonalInfo } from '../kyc/kyc.test-kit';
import { enrolled, staffAccount } from '../staff/staff.test-kit';
import { breakCalls, breaksOf } from './self-exclusion.test-kit';

describe(`exclusion list and staff exclusions (${testDatabaseName()})`, () => {
  let t: TestApp;
  let risk: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await staffAccount(t, 'risk1', ['risk_kyc']);
    await staffAccount(t, 'support1', ['support']);
    risk = (await enrolled(t, 'risk1')).token;
    support = (await enrolled(t, 'support1')).token;
    await createBrand(t.app.ctx, { code: 'sister', name: 'Sister Brand', domains: ['sister.test'] });
  }, 120_000);
  afterAll(() => t.close());

  const register = (username: string, extra: object, host?: string) =>
    t.request({
      method: 'PUT',
      url: '/wps/member/register',
      headers: host ? { host } : {},
      payload: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        ageConfirmed: true,
        registerMethod: 'WEB',
        ...extra,
      },
    });
  const addExclusion = (token: string, memberId: number, payload: object) =>
    t.request({ method: 'POST', url: `/wps/operator/players/${memberId}/exclusions`, headers: bearer(token), payload });
  const staffView = async (memberId: number) => {
    const response = await t.request({ method: 'GET', url: `/wps/operator/players/${memberId}/exclusions`, headers: bearer(support) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const setEmail = (memberId: number, email: string, mobile: string | null = null) =>
    t.app.ctx.db.updateTable('members').set({ email, mobile_num: mobile }).where('id', '=', memberId).execute();

  it('refuses a new account with the e-mail, mobile, or KYC name and birthday of a self-excluded member', async () => {
    const { takeBreak } = breakCalls(t);
    const kyc = await member(t, 'selfex01');
    expect((await savePersonalInfo(t, kyc.token, personalInfoForm({}))).statusCode).toBe(200);
    await setEmail(kyc.memberId, 'Selfex.One@Example.com', '9171234567');
    expect((await takeBreak(kyc.token, { kind: 'SELF_EXCLUSION', period: '1y', password: 'Member1234' })).statusCode).toBe(200);

    // Registration normalises what it compares: case of the e-mail, the leading 0 of the number.
    const byEmail = await register('comeback01', { email: ' selfex.one@example.COM ' });
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json()).toMatchObject({ code: 'RG_IDENTITY_EXCLUDED' });
    expect((await register('comeback02', { mobileNum: '9171234567' })).json().code).toBe('RG_IDENTITY_EXCLUDED');
    expect((await register('comeback03', { email: 'someone.else@example.com' })).statusCode).toBe(200);

    // The KYC name and birthday: another account of the same person stops at KYC.
    const other = await member(t, 'selfex01b');
    expect((await savePersonalInfo(t, other.token, personalInfoForm({}))).json().code).toBe('RG_IDENTITY_EXCLUDED');

    // Only this brand, while the brand setting leaves other brands out.
    expect((await register('comeback04', { email: 'selfex.one@example.com' }, 'sister.test')).statusCode).toBe(200);
  });

  it('lists the member for every brand of the operator when the brand setting says so', async () => {
    const { takeBreak } = breakCalls(t);
    await t.updateBrand((brand) => {
      brand.settings.selfExclusion.allBrands = true;
    });
    const { token, memberId } = await fundedMember(t, 'selfex02', 0);
    await setEmail(memberId, 'selfex.two@example.com');
    expect((await takeBreak(token, { kind: 'SELF_EXCLUSION', period: 'permanent', password: 'Player1234' })).statusCode).toBe(200);
    expect((await register('sister02', { email: 'selfex.two@example.com' }, 'sister.test')).json().code).toBe('RG_IDENTITY_EXCLUDED');
    await t.updateBrand((brand) => {
      brand.settings.selfExclusion.allBrands = false;
    });
  });

  it('lets risk staff add an exclusion with a reason, audited; never a shorter one; support may only look', async () => {
    const { login } = breakCalls(t);
    const { token, memberId } = await fundedMember(t, 'family01', 0);
    expect((await addExclusion(support, memberId, { period: '1y', reason: 'Family request' })).json().code).toBe('STAFF_FORBIDDEN');
    for (const payload of [{}, { period: '1y' }, { period: '24h', reason: 'Family request' }, { period: '1y', reason: 'x' }])
      expect((await addExclusion(risk, memberId, payload)).json().code).toBe('VALIDATION_FAILED');

    const added = await addExclusion(risk, memberId, { period: '1y', reason: 'Family request by phone' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value.active).toMatchObject({
      kind: 'SELF_EXCLUSION',
      period: '1y',
      source: 'STAFF',
      reason: 'Family request by phone',
      addedBy: 'risk1',
    });
    // The member's open session ended with it, and log-in is refused.
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().code).toBe('SESSION_EXPIRED');
    expect((await login('family01', 'Player1234')).json().code).toBe('RG_SELF_EXCLUDED');

    expect((await addExclusion(risk, memberId, { period: '6m', reason: 'Shorter please' })).json().code).toBe('RG_EXCLUSION_SHORTER');
    // A longer one replaces it; the replaced one stays in the history.
    expect((await addExclusion(risk, memberId, { period: '5y', reason: 'Family asked for longer' })).statusCode).toBe(200);
    expect((await addExclusion(risk, memberId, { period: '1y', reason: 'Back to one year' })).json().code).toBe('RG_EXCLUSION_SHORTER');
    const view = await staffView(memberId);
    expect(view.active).toMatchObject({ period: '5y', reason: 'Family asked for longer' });
    expect(view.history.map((entry: { status: string; period: string }) => `${entry.period}:${entry.status}`)).toEqual([
      '5y:ACTIVE',
      '1y:REPLACED',
    ]);
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.filter((entry) => entry.action === 'rg.exclusion_added_by_staff')).toHaveLength(2);

    // The member's own page never shows staff reasons.
    const only = (await login('family01', 'Player1234', { withdrawOnly: true })).json().value.token;
    const own = await breakCalls(t).state(only);
    expect(own.active).toMatchObject({ period: '5y', reason: null, addedBy: null });
  });

  it('takes many parallel staff additions and still keeps one active exclusion', async () => {
    const { memberId } = await fundedMember(t, 'family02', 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addExclusion(risk, memberId, { period: i % 2 ? '1y' : '5y', reason: `Parallel ${i}` })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect((await breaksOf(t, memberId)).filter((row) => row.status === 'ACTIVE')).toHaveLength(1);
    expect((await staffView(memberId)).active.period).toBe('5y');
  });

  it('answers RECORD_NOT_FOUND for a member of another brand', async () => {
    expect((await addExclusion(risk, 999_999, { period: '1y', reason: 'Nobody here' })).json().code).toBe('RECORD_NOT_FOUND');
  });
});
