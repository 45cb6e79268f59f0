import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { signInAgain, staffSession } from '../staff/staff.test-kit';
import { readyMember, withdraw } from '../withdraw/withdraw.test-kit';
import { HOUR, MINUTE } from '../../lib/clock';
import { runAmlScan } from './aml-scan';
import { caseDetail, cases, credit, stake, transfer } from './aml.test-kit';

const PHP = 100;
const MILLION = 1_000_000 * PHP;

describe(`AML cases (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let token = '';
  let issuedAt = 0;
  /** The risk officer's session, signed in again once the test clock has moved on (staff sessions idle out). */
  const risk = async () => {
    if (t.clock.now() - issuedAt > 5 * MINUTE) {
      token = await signInAgain(t, 'riskofficer', secret);
      issuedAt = t.clock.now();
    }
    return token;
  };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    ({ secret, token } = await staffSession(t, 'riskofficer', ['risk_kyc']));
    issuedAt = t.clock.now();
  });
  afterAll(() => t.close());

  const memberCases = async (memberId: number, kind: string) =>
    (await cases(t, await risk(), `&kind=${kind}`)).list.filter((c) => c.memberId === memberId);

  it('opens one covered-transaction case when a member’s deposits of one banking day pass PHP 5,000,000', async () => {
    const memberId = await t.account({ username: 'covered01', password: 'Member1234' });
    await credit(t, memberId, 3 * MILLION);
    await credit(t, memberId, 2 * MILLION); // exactly the threshold: not above it
    expect(await memberCases(memberId, 'COVERED')).toEqual([]);
    await credit(t, memberId, 1 * PHP);
    await credit(t, memberId, 4 * MILLION); // still the same day: the same case
    const [found, ...others] = await memberCases(memberId, 'COVERED');
    expect(others).toEqual([]);
    expect(found).toMatchObject({ state: 'OPEN', amount: 5 * MILLION + PHP });
    const detail = await caseDetail(t, await risk(), found!.id);
    expect(detail.evidence.map((row) => [row.kind, row.amount])).toEqual([
      ['DEPOSIT', 3 * MILLION],
      ['DEPOSIT', 2 * MILLION],
      ['DEPOSIT', PHP],
    ]);
  });

  it('adds up a banking day on the brand’s clock (GMT+8): deposits either side of midnight are two days', async () => {
    const memberId = await t.account({ username: 'covered02', password: 'Member1234' });
    // The test clock is 18:00 in Manila; midnight there is 16:00 UTC the next day... move to 23:59 local.
    t.clock.advance(5 * HOUR + 59 * MINUTE);
    await credit(t, memberId, 3 * MILLION);
    t.clock.advance(2 * MINUTE); // 00:01 the next banking day
    await credit(t, memberId, 3 * MILLION);
    expect(await memberCases(memberId, 'COVERED')).toEqual([]);
    await credit(t, memberId, 3 * MILLION);
    expect(await memberCases(memberId, 'COVERED')).toHaveLength(1);
  });

  it('opens a covered case for withdrawals over the brand’s threshold, which the operator sets', async () => {
    await t.updateBrand((m) => (m.settings.aml.coveredThreshold = 5_000 * PHP));
    try {
      const { memberId, token, payoutAccountId } = await readyMember(t, 'covered03', 20_000 * PHP);
      const asked = await withdraw(t, token, { amount: 6_000 * PHP, payoutAccountId, paymentPassword: '123456' });
      expect(asked.statusCode, asked.body).toBe(200);
      const [found] = await memberCases(memberId, 'COVERED');
      expect(found).toMatchObject({ amount: 6_000 * PHP });
      expect((await caseDetail(t, await risk(), found!.id)).evidence[0]).toMatchObject({ kind: 'WITHDRAWAL', amount: 6_000 * PHP });
    } finally {
      await t.updateBrand((m) => (m.settings.aml.coveredThreshold = 5 * MILLION));
    }
  });

  it('opens one case however many deposits of the member arrive at once', async () => {
    const memberId = await t.account({ username: 'parallel01', password: 'Member1234' });
    await Promise.all(Array.from({ length: 24 }, () => credit(t, memberId, 500_000 * PHP)));
    const found = await memberCases(memberId, 'COVERED');
    expect(found).toHaveLength(1);
    expect(found[0]!.amount).toBeGreaterThan(5 * MILLION);
    const rows = await t.app.ctx.db.selectFrom('aml_daily_totals').selectAll().where('member_id', '=', memberId).execute();
    expect(rows.map((row) => [Number(row.amount), Number(row.count)])).toEqual([[12 * MILLION, 24]]);
  });

  it('finds structuring: three deposits just under the threshold within a week, once however often it scans', async () => {
    const memberId = await t.account({ username: 'structure01', password: 'Member1234' });
    for (let day = 0; day < 3; day++) {
      await credit(t, memberId, 4_900_000 * PHP);
      await credit(t, memberId, 1_000 * PHP); // small deposits are not part of the pattern
      t.clock.advance(24 * HOUR);
    }
    await runAmlScan(t.app.ctx);
    await runAmlScan(t.app.ctx);
    const found = await memberCases(memberId, 'STRUCTURING');
    expect(found).toHaveLength(1);
    expect((await caseDetail(t, await risk(), found[0]!.id)).evidence.map((row) => row.amount)).toEqual(Array(3).fill(4_900_000 * PHP));
  });

  it('finds a quick cash-out: deposit, little play, withdrawal', async () => {
    const { memberId, token, payoutAccountId } = await readyMember(t, 'cashout01', PHP);
    const played = await readyMember(t, 'cashout02', PHP);
    for (const who of [memberId, played.memberId]) await credit(t, who, 40_000 * PHP);
    await stake(t, memberId, 1_000 * PHP); // 2.5% of the deposit
    await stake(t, played.memberId, 30_000 * PHP); // 75%: real play
    t.clock.advance(HOUR);
    for (const [who, account] of [
      [token, payoutAccountId],
      [played.token, played.payoutAccountId],
    ] as const)
      expect((await withdraw(t, who, { amount: 9_000 * PHP, payoutAccountId: account, paymentPassword: '123456' })).statusCode).toBe(200);
    await runAmlScan(t.app.ctx);
    const [found, ...others] = await memberCases(memberId, 'QUICK_CASHOUT');
    expect(others).toEqual([]);
    expect((await caseDetail(t, await risk(), found!.id)).evidence.map((row) => row.kind)).toEqual(['DEPOSIT', 'STAKES', 'WITHDRAWAL']);
    expect(await memberCases(played.memberId, 'QUICK_CASHOUT')).toEqual([]);
  });

  it('finds one payout account saved by several members, and many members on one IP', async () => {
    const members = [];
    for (const name of ['shared01', 'shared02', 'shared03']) members.push(await readyMember(t, name, PHP));
    await runAmlScan(t.app.ctx);
    // The newest case lists everyone on the account, these three included.
    const payout = (await cases(t, await risk(), '&kind=SHARED_PAYOUT')).list;
    const evidence = (await caseDetail(t, await risk(), payout[0]!.id)).evidence;
    expect(evidence.map((row) => row.memberId)).toEqual(expect.arrayContaining(members.map((m) => m.memberId)));

    await t.updateBrand((m) => (m.settings.aml.sharedIpMembers = 3));
    await runAmlScan(t.app.ctx);
    const [ip] = (await cases(t, await risk(), '&kind=SHARED_IP')).list;
    expect((await caseDetail(t, await risk(), ip!.id)).evidence.length).toBeGreaterThanOrEqual(3);
  });

  it('finds money passed on quickly through agent transfers', async () => {
    const agent = await t.account({ username: 'chainagent', password: 'Member1234', type: 1 });
    const via = await t.account({ username: 'chainvia', password: 'Member1234', type: 1 });
    const end = await t.account({ username: 'chainend', password: 'Member1234' });
    await credit(t, agent, 100_000 * PHP);
    await transfer(t, agent, via, 50_000 * PHP);
    t.clock.advance(10 * MINUTE);
    await transfer(t, via, end, 45_000 * PHP);
    await runAmlScan(t.app.ctx);
    const [found] = await memberCases(via, 'AGENT_CHAIN');
    expect((await caseDetail(t, await risk(), found!.id)).evidence.map((row) => [row.kind, row.amount])).toEqual([
      ['TRANSFER_RECEIVED', 50_000 * PHP],
      ['TRANSFER_SENT', 45_000 * PHP],
    ]);
  });

  it('filters the queue by kind, state, member and day, and counts the open cases', async () => {
    const all = await cases(t, await risk());
    expect(all.openCount).toBe(all.list.filter((c) => c.state === 'OPEN').length);
    expect((await cases(t, await risk(), '&member=COVERED01')).list.map((c) => c.kind)).toEqual(['COVERED']);
    expect((await cases(t, await risk(), '&member=nobody')).list).toEqual([]);
    expect((await cases(t, await risk(), '&from=2026-11-21&to=2026-11-21')).list.every((c) => c.kind === 'COVERED')).toBe(true);
    expect((await cases(t, await risk(), '&from=2030-01-01')).total).toBe(0);
    const bad = await t.request({ method: 'GET', url: '/wps/operator/aml/cases?kind=NOPE', headers: bearer(await risk()) });
    expect(bad.statusCode).toBe(400);
  });

  it('closes a case with a note or marks it reported with a CSV of the report’s fields; once; audited', async () => {
    const [first, second] = (await cases(t, await risk(), '&kind=COVERED&state=OPEN')).list;
    const close = async (id: number, payload: object) =>
      t.request({ method: 'POST', url: `/wps/operator/aml/cases/${id}/close`, headers: bearer(await risk()), payload });
    expect((await close(first!.id, {})).json().code).toBe('VALIDATION_FAILED');
    const closed = await close(first!.id, { note: 'Known business owner, source of funds on file' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value).toMatchObject({
      state: 'CLOSED',
      note: 'Known business owner, source of funds on file',
      decidedBy: 'riskofficer',
    });
    expect((await close(first!.id, { note: 'again' })).json().code).toBe('AML_CASE_DECIDED');

    const reported = await t.request({
      method: 'POST',
      url: `/wps/operator/aml/cases/${second!.id}/report`,
      headers: bearer(await risk()),
      payload: { report: 'CTR', note: 'Filed with the AMLC' },
    });
    expect(reported.json().value.state).toBe('REPORTED');
    const csv = await t.request({ method: 'GET', url: `/wps/operator/aml/cases/${second!.id}/report.csv`, headers: bearer(await risk()) });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.body.split('\r\n');
    expect(header).toBe(
      'report_type,case_id,case_kind,case_state,detected_at,reporting_entity,subject_account,subject_name,subject_birthday,subject_place_of_birth,subject_nationality,subject_address,transaction_date,transaction_reference,transaction_type,amount,currency,indicator,narrative',
    );
    expect(line).toMatch(new RegExp(`^CTR,${second!.id},COVERED,REPORTED,`));
    expect((await caseDetail(t, await risk(), second!.id)).history.map((entry) => [entry.action, entry.staff])).toEqual([
      ['aml.case_reported', 'riskofficer'],
      ['aml.case_exported', 'riskofficer'],
    ]);
  });

  it('keeps cases: there is no delete route, and the database refuses a delete', async () => {
    const [any] = (await cases(t, await risk())).list;
    const response = await t.request({ method: 'DELETE', url: `/wps/operator/aml/cases/${any!.id}`, headers: bearer(await risk()) });
    expect(response.statusCode).toBe(404);
    await expect(t.app.ctx.db.deleteFrom('aml_cases').where('id', '=', any!.id).execute()).rejects.toThrow(/kept for five years/);
    await expect(t.app.ctx.db.deleteFrom('aml_case_evidence').execute()).rejects.toThrow(/append-only/);
    expect((await caseDetail(t, await risk(), any!.id)).kind).toBeTruthy();
  });

  it('lets the auditor read but not decide, and refuses roles without AML access', async () => {
    const auditor = (await staffSession(t, 'amlauditor', ['auditor'])).token;
    const support = (await staffSession(t, 'amlsupport', ['support'])).token;
    const [open] = (await cases(t, auditor, '&state=OPEN')).list;
    const decide = (token: string) =>
      t.request({ method: 'POST', url: `/wps/operator/aml/cases/${open!.id}/close`, headers: bearer(token), payload: { note: 'x' } });
    expect((await decide(auditor)).json().code).toBe('STAFF_FORBIDDEN');
    const list = await t.request({ method: 'GET', url: '/wps/operator/aml/cases', headers: bearer(support) });
    expect(list.json().code).toBe('STAFF_FORBIDDEN');
    expect((await decide(support)).json().code).toBe('STAFF_FORBIDDEN');
    const admin = (await staffSession(t, 'amladmin', ['brand_admin'])).token;
    expect((await decide(admin)).statusCode).toBe(200);
    const missing = await t.request({ method: 'GET', url: '/wps/operator/aml/cases/999999', headers: bearer(admin) });
    expect(missing.json().code).toBe('AML_CASE_NOT_FOUND');
  });
});
