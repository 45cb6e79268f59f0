import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { member, personalInfoForm, savePersonalInfo } from '../kyc/kyc.test-kit';
import { nameKey } from './person-name';
import { importRestrictedPersons } from './restricted-import';

/** Lines 2, 3, 4 and 13 are good; 12 repeats line 2; 6–11 and 14 are bad. */
const LIST = [
  '\uFEFFname,birthday,reason',
  'Juan Dela Cruz,1975-03-04,Government official',
  '"José  Peña",1980-12-01',
  '"Maria Reyes",1982/06/30,PEP',
  '',
  ',1990-01-01',
  'Ana Santos,1990-02-30',
  'Ana Santos,01-02-1990',
  'Ana Santos',
  'Ana Santos,1990-01-01,a,b',
  '"Broken "quote,1990-01-01',
  'juan  DELA cruz,1975-03-04,again',
  'Pedro Penduko,1970-01-01',
  'Ana Santos,1990/01-01',
].join('\r\n');

describe(`restricted persons (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', KYC_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const importList = (text: string, replace = false) =>
    importRestrictedPersons(t.app.ctx.db, t.merchantId, text, { replace, now: t.clock.now() });
  const register = (payload: Record<string, unknown>, url = '/wps/member/register') =>
    t.request({
      method: 'PUT',
      url,
      payload: { password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: true, ageConfirmed: true, ...payload },
    });
  const refusals = async () =>
    (await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'restricted.refused').orderBy('id').execute()).map(
      (row) => ({
        subject: `${row.subject_type}:${row.subject_id ?? ''}`,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
      }),
    );
  const listed = async (name: string) =>
    (await t.app.ctx.db.selectFrom('restricted_persons').select('id').where('name_key', '=', nameKey(name)).executeTakeFirstOrThrow()).id;

  it('matches names whatever their case, spaces, accents and punctuation', () => {
    expect(nameKey('  JOSÉ   Peña ')).toBe('jose pena');
    expect(nameKey('Ma. Clara Dela-Cruz')).toBe('ma clara dela cruz');
    expect(nameKey("D'Angelo Ñino")).toBe('d angelo nino');
  });

  it('imports a CSV: counts added and duplicate rows, names each bad row by its line, and reports members on the list', async () => {
    // A member who filled in the form before the list arrived is reported to staff, not silently left.
    const early = await member(t, 'early01');
    const form = personalInfoForm({ firstName: 'Pedro', middleName: 'Reyes', lastName: 'Penduko', birthday: '1970-01-01' });
    expect((await savePersonalInfo(t, early.token, form)).statusCode).toBe(200);

    const report = await importList(LIST);
    expect(report).toMatchObject({ added: 4, duplicates: 1, removed: 0, total: 4 });
    expect(report.badRows.map((row) => row.line)).toEqual([6, 7, 8, 9, 10, 11, 14]);
    expect(report.badRows[0]!.reason).toBe('name missing');
    expect(report.badRows[1]!.reason).toMatch(/birthday "1990-02-30" is not a date/);
    expect(report.badRows[3]!.reason).toBe('expected name,birthday[,reason]');
    expect(report.badRows[5]!.reason).toMatch(/^not CSV/);
    expect(report.membersOnList).toEqual([{ memberId: early.memberId, account: 'early01', kycStatus: 'N' }]);
    const rows = await t.app.ctx.db
      .selectFrom('restricted_persons')
      .selectAll()
      .where('merchant_id', '=', t.merchantId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.full_name, row.name_key, row.birthday, row.reason])).toEqual([
      ['Juan Dela Cruz', 'juan dela cruz', '1975-03-04', 'Government official'],
      ['José Peña', 'jose pena', '1980-12-01', null],
      ['Maria Reyes', 'maria reyes', '1982-06-30', 'PEP'],
      ['Pedro Penduko', 'pedro penduko', '1970-01-01', null],
    ]);

    // Again: nothing new. With --replace the file becomes the whole list.
    expect(await importList(LIST)).toMatchObject({ added: 0, duplicates: 5, total: 4 });
    expect(await importList('Solo Person,1960-01-01', true)).toMatchObject({ added: 1, removed: 4, total: 1, badRows: [] });
    expect(await importList(LIST, true)).toMatchObject({ added: 4, removed: 1, total: 4 });
    const imports = await listAudit(t.app.ctx.db, 'merchant', t.merchantId);
    expect(imports.map((entry) => entry.action)).toEqual(Array(4).fill('restricted.imported'));
    expect(JSON.parse(imports[0]!.detail)).toEqual({ added: 4, duplicates: 1, removed: 0, badRows: 7, replace: false });
  });

  it('refuses a listed person at registration (name and birthday), and audits it without their details', async () => {
    const response = await register({ username: 'listed01', payeeName: 'JUAN  dela cruz', birthday: '1975-03-04' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'RESTRICTED_PERSON', message: expect.stringMatching(/restricted-persons list/) });
    expect(await t.app.ctx.db.selectFrom('members').select('id').where('username', '=', 'listed01').executeTakeFirst()).toBeUndefined();
    expect((await refusals()).at(-1)).toEqual({
      subject: 'registration:',
      detail: { stage: 'registration', reason: 'restricted', restrictedPersonId: await listed('Juan Dela Cruz') },
    });
    const audit = await t.app.ctx.db.selectFrom('audit_log').select('detail').where('action', '=', 'restricted.refused').execute();
    expect(JSON.stringify(audit)).not.toMatch(/juan|1975/i);

    // Another birthday is another person; a form without a birthday is screened at KYC instead.
    expect((await register({ username: 'namesake01', payeeName: 'Juan Dela Cruz', birthday: '1975-03-05' })).statusCode).toBe(200);
    expect((await register({ username: 'namesake02', payeeName: 'Juan Dela Cruz' })).statusCode).toBe(200);
  });

  it('refuses an applicant under 21 at registration when the form gives a birthday', async () => {
    const before = (await refusals()).length;
    expect((await register({ username: 'young01', birthday: '2005-11-22' })).json().code).toBe('AGE_UNDER_21');
    expect((await register({ username: 'young02', birthday: '22/11/2005' })).json().code).toBe('AGE_UNDER_21');
    expect((await refusals()).slice(before)).toEqual([
      { subject: 'registration:', detail: { stage: 'registration', reason: 'under-age' } },
    ]);
    expect((await register({ username: 'adult01', birthday: '2005-11-21' })).statusCode).toBe(200);
  });

  it('refuses a listed person registering by mobile', async () => {
    await t.updateBrand((m) => (m.whitelabel.modules.mobileRegistration = 1));
    try {
      const url = '/wps/member/register/mobile';
      const response = await register({ mobileNum: '9170000001', payeeName: 'Maria Reyes', birthday: '1982-06-30' }, url);
      expect(response.json().code).toBe('RESTRICTED_PERSON');
      expect((await register({ mobileNum: '9170000002', birthday: '2010-01-01' }, url)).json().code).toBe('AGE_UNDER_21');
      expect((await register({ mobileNum: '9170000003', payeeName: 'Maria Reyes', birthday: '1982-06-29' }, url)).statusCode).toBe(200);
    } finally {
      await t.updateBrand((m) => (m.whitelabel.modules.mobileRegistration = 0));
    }
  });

  it('refuses a listed person at KYC, with or without a middle name and accents, and audits it', async () => {
    const cases = [
      { firstName: 'Jose', middleName: '', lastName: 'PENA', birthday: '1980-12-01', listedAs: 'José Peña' },
      { firstName: 'Maria', middleName: 'Clara', lastName: 'Reyes', birthday: '1982-06-30', listedAs: 'Maria Reyes' },
      { firstName: 'Juan', middleName: 'Dela', lastName: 'Cruz', birthday: '1975-03-04', listedAs: 'Juan Dela Cruz' },
    ];
    for (const [index, { listedAs, ...person }] of cases.entries()) {
      const { memberId, token } = await member(t, `kyclisted0${index}`);
      const response = await savePersonalInfo(t, token, personalInfoForm(person));
      expect(response.json().code, listedAs).toBe('RESTRICTED_PERSON');
      expect((await refusals()).at(-1)).toEqual({
        subject: `member:${memberId}`,
        detail: { stage: 'kyc', reason: 'restricted', restrictedPersonId: await listed(listedAs) },
      });
      const profile = await t.app.ctx.db
        .selectFrom('kyc_profiles')
        .select('member_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      expect(profile).toBeUndefined();
    }
    const { token } = await member(t, 'kycfree01');
    expect(
      (await savePersonalInfo(t, token, personalInfoForm({ firstName: 'Jose', lastName: 'Pena', birthday: '1980-12-02' }))).statusCode,
    ).toBe(200);
  });

  it('keeps each brand to its own list', async () => {
    await importRestrictedPersons(t.app.ctx.db, t.trialMerchantId, 'Other Brand Person,1965-01-01', { replace: false, now: t.clock.now() });
    expect((await register({ username: 'otherbrand01', payeeName: 'Other Brand Person', birthday: '1965-01-01' })).statusCode).toBe(200);
  });
});
