import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { staffSession } from '../staff/staff.test-kit';
import { submitted } from '../kyc/kyc.test-kit';
import { listAudit } from './audit.repository';

describe(`the audit log screen's calls, and audited staff views (${testDatabaseName()})`, () => {
  let t: TestApp;
  let admin: { operatorId: number; token: string };
  let auditor: { operatorId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await staffSession(t, 'admin02', ['brand_admin']);
    auditor = await staffSession(t, 'auditor01', ['auditor']);
  });
  afterAll(() => t.close());

  const get = (url: string, token = auditor.token, host?: string) =>
    t.request({ method: 'GET', url, headers: { ...bearer(token), ...(host ? { host } : {}) } });

  it('audits each staff page that shows personal data: who, what, from where, about whom', async () => {
    const member = await submitted(t, 'viewed01');
    expect((await get(`/wps/operator/kyc/${member.memberId}`, admin.token)).statusCode).toBe(200);
    expect((await get('/wps/operator/withdrawals?status=PENDING', admin.token)).statusCode).toBe(200);
    const views = await listAudit(t.app.ctx.db, 'member', member.memberId);
    expect(views.at(-1)).toMatchObject({ action: 'staff.view.player', actor_member_id: admin.operatorId, ip: expect.any(String) });
    expect(JSON.parse(views.at(-1)!.detail)).toEqual({ route: 'GET /wps/operator/kyc/:memberId' });
    const lists = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.view.list').execute();
    expect(lists.map((entry) => JSON.parse(entry.detail))).toContainEqual({
      route: 'GET /wps/operator/withdrawals',
      query: { status: 'PENDING', pageNo: 1, pageSize: 20 },
    });
    // A refused view shows nothing, so it is not a view.
    const before = (await listAudit(t.app.ctx.db, 'member', member.memberId)).length;
    expect((await get(`/wps/operator/kyc/${member.memberId}`, auditor.token)).statusCode).toBe(200);
    expect((await get(`/wps/operator/kyc/999999`, auditor.token)).statusCode).toBe(404);
    expect((await listAudit(t.app.ctx.db, 'member', member.memberId)).length).toBe(before + 1);
  });

  it('searches by staff, member, action and date, shows one entry, and verifies the chain', async () => {
    const byStaff = (await get('/wps/operator/audit?staff=ADMIN02')).json().value;
    expect(byStaff.total).toBeGreaterThan(0);
    expect(byStaff.list.every((entry: { actor: string }) => entry.actor === 'admin02')).toBe(true);
    const byPlayer = (await get('/wps/operator/audit?player=viewed01&action=staff.view')).json().value;
    expect(byPlayer.list.map((entry: { action: string }) => entry.action)).toEqual(['staff.view.player', 'staff.view.player']);
    expect(byPlayer.list[0]).toMatchObject({ subjectType: 'member', subjectName: 'viewed01' });
    const now = t.clock.now();
    expect((await get(`/wps/operator/audit?from=${now + 1}`)).json().value.total).toBe(0);
    expect((await get(`/wps/operator/audit?from=0&to=${now}&pageSize=2`)).json().value).toMatchObject({
      pageSize: 2,
      list: expect.any(Array),
    });
    expect((await get('/wps/operator/audit?from=yesterday')).json().code).toBe('VALIDATION_FAILED');

    const entry = (await get(`/wps/operator/audit/${byPlayer.list[0].id}`)).json().value;
    expect(entry).toMatchObject({ action: 'staff.view.player', actor: 'auditor01', detail: { route: 'GET /wps/operator/kyc/:memberId' } });
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);

    const check = await t.request({ method: 'POST', url: '/wps/operator/audit/verify', headers: bearer(auditor.token) });
    expect(check.json().value).toMatchObject({ intact: true, broken: null });
    expect((await get('/wps/operator/audit?action=audit.verify')).json().value.list[0]).toMatchObject({ actor: 'auditor01' });
    // No call changes or deletes an entry.
    expect((await t.request({ method: 'DELETE', url: `/wps/operator/audit/${entry.id}`, headers: bearer(admin.token) })).statusCode).toBe(
      404,
    );
  });

  it("keeps a brand's audit log to its own staff", async () => {
    const other = await createBrand(t.app.ctx, { code: 'elsewhere', name: 'Elsewhere', domains: ['elsewhere.test'] });
    const foreign = await staffSession(t, 'auditor09', ['auditor'], { merchantId: other.merchantId, host: 'elsewhere.test' });
    const theirs = (await get('/wps/operator/audit?player=viewed01', foreign.token, 'elsewhere.test')).json().value;
    expect(theirs.total).toBe(0);
    const mine = (await get('/wps/operator/audit?player=viewed01')).json().value.list[0];
    expect((await get(`/wps/operator/audit/${mine.id}`, foreign.token, 'elsewhere.test')).json().code).toBe('RECORD_NOT_FOUND');
  });
});
