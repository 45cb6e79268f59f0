import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { fund, withdraw } from '../withdraw/withdraw.test-kit';
import { member, personalInfoForm, savePersonalInfo } from '../kyc/kyc.test-kit';
import { importRestrictedPersons } from '../restricted/restricted-import';
import { holdingsOf } from '../ledger/balances';
import { accountBalance } from '../ledger/balances';
import { forfeitHoldOf } from '../ledger/ledger-accounts';
import { caseDetail, cases } from './aml.test-kit';

const PHP = 100;

describe(`restricted persons at every entry point (${testDatabaseName()})`, () => {
  let t: TestApp;
  let risk: string;
  const book = () => ({ merchantId: t.merchantId, currency: 'PHP' });
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', KYC_RATE_LIMIT_PER_MINUTE: '10000' });
    risk = (await staffSession(t, 'riskrestrict', ['risk_kyc'])).token;
  });
  afterAll(() => t.close());

  const restrictedCases = async (memberId: number | null) =>
    (await cases(t, risk, '&kind=RESTRICTED')).list.filter((c) => c.memberId === memberId);
  const holds = async () => {
    const response = await t.request({ method: 'GET', url: '/wps/operator/aml/holds', headers: bearer(risk) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.list as { id: number; memberId: number; amount: number; state: string; caseId: number | null }[];
  };

  it('refuses a verified member who is put on the list later: withdrawal and log-in, one case, funds held', async () => {
    const listed = await member(t, 'laterlisted');
    const info = personalInfoForm({ firstName: 'Pedro', middleName: '', lastName: 'Penduko', birthday: '1970-01-01' });
    expect((await savePersonalInfo(t, listed.token, info)).statusCode).toBe(200);
    await fund(t, listed.memberId, 10_000 * PHP);
    await importRestrictedPersons(t.app.ctx.db, t.merchantId, 'Pedro Penduko,1970-01-01,PEP\nMaria Reyes,1982-06-30', {
      replace: false,
      now: t.clock.now(),
    });

    const asked = await withdraw(t, listed.token, { amount: 1_000 * PHP, payoutAccountId: 1, paymentPassword: '123456' });
    expect(asked.json().code).toBe('RESTRICTED_PERSON');
    const [found, ...others] = await restrictedCases(listed.memberId);
    expect(others).toEqual([]);
    expect((await caseDetail(t, risk, found!.id)).evidence[0]).toMatchObject({ kind: 'LIST_MATCH', memberId: listed.memberId });
    expect(await holdingsOf(t.app.ctx.db, book(), listed.memberId)).toMatchObject({ main: 0 });
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(listed.memberId))).toBe(10_000 * PHP);

    // A win paid after the first hold (a round that was open) is held at the next hit, under the same case.
    await fund(t, listed.memberId, 200 * PHP);
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'laterlisted', password: 'Member1234' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('RESTRICTED_PERSON');
    expect(await restrictedCases(listed.memberId)).toHaveLength(1);
    expect((await holds()).filter((hold) => hold.memberId === listed.memberId)).toEqual([
      expect.objectContaining({ amount: 200 * PHP, state: 'HELD', caseId: found!.id }),
      expect.objectContaining({ amount: 10_000 * PHP, state: 'HELD', caseId: found!.id }),
    ]);
  });

  it('refuses a listed person at KYC and at registration, each with a case', async () => {
    const applicant = await member(t, 'kyclisted');
    await fund(t, applicant.memberId, 500 * PHP);
    const form = personalInfoForm({ firstName: 'Maria', middleName: 'Clara', lastName: 'Reyes', birthday: '1982-06-30' });
    expect((await savePersonalInfo(t, applicant.token, form)).json().code).toBe('RESTRICTED_PERSON');
    expect(await restrictedCases(applicant.memberId)).toHaveLength(1);
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(applicant.memberId))).toBe(500 * PHP);

    const register = () =>
      t.request({
        method: 'PUT',
        url: '/wps/member/register',
        payload: {
          username: 'newlisted01',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          termsAccepted: true,
          ageConfirmed: true,
          payeeName: 'Pedro Penduko',
          birthday: '1970-01-01',
        },
      });
    expect((await register()).json().code).toBe('RESTRICTED_PERSON');
    expect((await register()).json().code).toBe('RESTRICTED_PERSON');
    const [applicantCase, ...again] = await restrictedCases(null);
    expect(again).toEqual([]); // one case per list entry and day for someone with no account
    expect((await caseDetail(t, risk, applicantCase!.id)).evidence[0]!.kind).toBe('LIST_MATCH');
  });

  it('lets staff release a mistaken hold or forfeit it through the ledger, once each, audited', async () => {
    const [forfeit, , release] = (await holds()).filter((hold) => hold.state === 'HELD');
    const decide = (id: number, payload: object, token = risk) =>
      t.request({ method: 'POST', url: `/wps/operator/aml/holds/${id}/decision`, headers: bearer(token), payload });

    const auditor = (await staffSession(t, 'holdauditor', ['auditor'])).token;
    expect((await decide(release!.id, { decision: 'RELEASE', note: 'x' }, auditor)).json().code).toBe('STAFF_FORBIDDEN');
    expect((await decide(release!.id, { decision: 'RELEASE' })).json().code).toBe('VALIDATION_FAILED');

    const released = await decide(release!.id, { decision: 'RELEASE', note: 'Different person: birthday on the ID differs' });
    expect(released.json().value).toMatchObject({ state: 'RELEASED' });
    expect(await holdingsOf(t.app.ctx.db, book(), release!.memberId)).toMatchObject({ main: release!.amount });

    expect((await decide(forfeit!.id, { decision: 'FORFEIT', note: 'Confirmed PEP' })).json().value.state).toBe('FORFEITED');
    expect(await accountBalance(t.app.ctx.db, book(), forfeitHoldOf(forfeit!.memberId))).toBe(0);
    expect((await decide(forfeit!.id, { decision: 'RELEASE', note: 'again' })).json().code).toBe('FORFEIT_HOLD_DECIDED');
    expect((await decide(999_999, { decision: 'RELEASE', note: 'none' })).json().code).toBe('FORFEIT_HOLD_NOT_FOUND');

    const audit = await t.app.ctx.db.selectFrom('audit_log').select('action').where('action', 'like', 'aml.hold_%').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['aml.hold_released', 'aml.hold_forfeited']);
  });
});
