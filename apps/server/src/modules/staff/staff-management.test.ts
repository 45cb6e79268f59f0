import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createAccount, createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { sendCode, signIn, signInAgain, staffSession, totpCode } from './staff.test-kit';

describe(`staff management (${testDatabaseName()})`, () => {
  let t: TestApp;
  let admin: { operatorId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await staffSession(t, 'admin01', ['brand_admin']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
    t.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const me = (token: string) => t.request({ method: 'GET', url: '/wps/operator/me', headers: bearer(token) });
  const actionsOn = async (memberId: number) => (await listAudit(t.app.ctx.db, 'member', memberId)).map((entry) => entry.action);

  it('invites a staff member by e-mail: no password in the answer, waiting for a second admin, one account per username', async () => {
    const invited = await call('POST', '/wps/operator/staff', { username: 'Newbie01', email: 'Newbie01@Mail.test', roles: ['finance'] });
    expect(invited.statusCode, invited.body).toBe(200);
    const { member, change, setupLinkSentTo } = invited.json().value;
    expect(member).toMatchObject({ username: 'newbie01', roles: [], status: 'active', enrolled: false, confirmed: false, setUp: false });
    expect(member.email).toBe('newbie01@mail.test');
    expect(change).toMatchObject({ kind: 'INVITE', username: 'newbie01', roles: ['finance'], rolesBefore: [] });
    expect(setupLinkSentTo).toBe('ne•••@mail.test');
    const again = await call('POST', '/wps/operator/staff', { username: 'newbie01', email: 'other@mail.test', roles: ['finance'] });
    expect(again.json().code).toBe('USERNAME_TAKEN');
    for (const email of ['', 'not-an-address', undefined])
      expect((await call('POST', '/wps/operator/staff', { username: 'newbie02', email, roles: ['finance'] })).json().code).toBe(
        'VALIDATION_FAILED',
      );
    const list = (await call('GET', '/wps/operator/staff')).json().value;
    expect(list.changes).toEqual([expect.objectContaining({ id: change.id, requestedBy: 'admin01' })]);
    // Withdrawn by its requester: the account stays, disabled.
    expect((await call('POST', `/wps/operator/staff/changes/${change.id}/reject`)).json().value).toMatchObject({ status: 'disabled' });
    expect((await call('GET', '/wps/operator/staff')).json().value.changes).toEqual([]);
    expect(await actionsOn(member.id)).toEqual(['staff.invite', 'staff.change_rejected']);
  });

  it('replaces an older invitation’s temporary password at the first sign-in, then the authenticator enrols', async () => {
    await createAccount(t.app.ctx, {
      merchantId: t.merchantId,
      username: 'legacy09',
      password: 'Temp-1234-ABCD',
      type: 9,
      mustChangePassword: true,
    });
    expect((await signIn(t, 'legacy09', 'Temp-1234-ABCD')).json().code).toBe('STAFF_PASSWORD_CHANGE_REQUIRED');
    const change = (newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/wps/operator/session/sign-in',
        payload: { username: 'legacy09', password: 'Temp-1234-ABCD', newPassword },
      });
    expect((await change('Temp-1234-ABCD')).json().code).toBe('PASSWORD_REUSED');
    const changed = await change('Newbie12345');
    expect(changed.json().value).toMatchObject({ stage: 'enrol' });
    expect((await signIn(t, 'legacy09', 'Temp-1234-ABCD')).json().code).toBe('INVALID_CREDENTIALS');
    const done = await sendCode(t, changed.json().value.challenge, totpCode(t, changed.json().value.secret));
    expect(done.json().value.staff.permissions).toEqual([]);
    const list = (await call('GET', '/wps/operator/staff')).json().value.list;
    expect(list.find((row: { username: string }) => row.username === 'legacy09')).toMatchObject({
      enrolled: true,
      mustChangePassword: false,
      confirmed: true,
    });
  });

  it('sets roles of others, never one’s own; only a platform owner grants platform owner', async () => {
    const target = await staffSession(t, 'support02', ['support']);
    const changed = await call('PUT', `/wps/operator/staff/${target.operatorId}/roles`, { roles: ['support', 'risk_kyc'] });
    // A raise waits for a second admin (four-eyes-puppets.test.ts); a second admin confirms it here.
    expect(changed.json().value.member.roles).toEqual(['support']);
    const second = await staffSession(t, 'admin02', ['brand_admin']);
    const confirmed = await call('POST', `/wps/operator/staff/changes/${changed.json().value.change.id}/confirm`, undefined, second.token);
    expect(confirmed.json().value.roles.sort()).toEqual(['risk_kyc', 'support']);
    expect((await me(target.token)).json().value.permissions).toContain('kyc.decide');

    const self = await call('PUT', `/wps/operator/staff/${admin.operatorId}/roles`, { roles: ['platform_owner'] });
    expect(self.json().code).toBe('STAFF_SELF_CHANGE');
    expect((await call('PUT', `/wps/operator/staff/${target.operatorId}/roles`, { roles: ['platform_owner'] })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    expect(
      (await call('POST', '/wps/operator/staff', { username: 'owner09', email: 'owner09@mail.test', roles: ['platform_owner'] })).json()
        .code,
    ).toBe('STAFF_FORBIDDEN');
    // Without staff.manage, nothing changes.
    expect((await call('PUT', `/wps/operator/staff/${admin.operatorId}/roles`, { roles: ['support'] }, target.token)).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    expect((await call('PUT', `/wps/operator/staff/999999/roles`, { roles: ['support'] })).json().code).toBe('RECORD_NOT_FOUND');
    expect(await actionsOn(target.operatorId)).toEqual(expect.arrayContaining(['staff.roles_requested', 'staff.change_confirmed']));
  });

  it('resets the authenticator: sessions end and the next sign-in enrols again', async () => {
    const target = await staffSession(t, 'finance07', ['finance']);
    const reset = await call('POST', `/wps/operator/staff/${target.operatorId}/reset-two-factor`);
    expect(reset.json().value).toMatchObject({ enrolled: false });
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await signIn(t, 'finance07')).json().value.stage).toBe('enrol');
    expect((await call('POST', `/wps/operator/staff/${admin.operatorId}/reset-two-factor`)).json().code).toBe('STAFF_SELF_CHANGE');
    expect(await actionsOn(target.operatorId)).toContain('staff.two-factor-reset');
  });

  it('disables and enables a staff member, never oneself', async () => {
    const target = await staffSession(t, 'content01', ['content']);
    expect((await call('POST', `/wps/operator/staff/${target.operatorId}/disable`)).json().value.status).toBe('disabled');
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await signIn(t, 'content01')).json().code).toBe('ACCOUNT_DISABLED');
    expect((await call('POST', `/wps/operator/staff/${admin.operatorId}/disable`)).json().code).toBe('STAFF_SELF_CHANGE');
    expect((await call('POST', `/wps/operator/staff/${target.operatorId}/enable`)).json().value.status).toBe('active');
    t.clock.advance(60_000);
    expect((await me(await signInAgain(t, 'content01', target.secret))).statusCode).toBe(200);
    expect(await actionsOn(target.operatorId)).toEqual(expect.arrayContaining(['staff.disable', 'staff.enable']));
  });

  it('unlocks a staff member locked by failed sign-ins, with staff.manage only, and audits it', async () => {
    const target = await staffSession(t, 'locked01', ['finance']);
    const max = t.app.ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    for (let i = 0; i < max; i++) expect((await signIn(t, 'locked01', 'Wrong12345')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(t, 'locked01')).json().code).toBe('TOO_MANY_REQUESTS');
    const row = () =>
      call('GET', '/wps/operator/staff').then((r) => r.json().value.list.find((m: { id: number }) => m.id === target.operatorId));
    expect((await row()).status).toBe('locked');

    // Staff without staff.manage cannot unlock (a finance colleague), nor can the locked member themself.
    const colleague = await staffSession(t, 'finance11', ['finance']);
    expect((await call('POST', `/wps/operator/staff/${target.operatorId}/unlock`, undefined, colleague.token)).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    expect((await call('POST', `/wps/operator/staff/${target.operatorId}/unlock`, undefined, target.token)).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    expect((await signIn(t, 'locked01')).json().code).toBe('TOO_MANY_REQUESTS');

    const unlocked = await call('POST', `/wps/operator/staff/${target.operatorId}/unlock`);
    expect(unlocked.json().value.status).toBe('active');
    expect((await row()).status).toBe('active');
    t.clock.advance(60_000);
    expect((await me(await signInAgain(t, 'locked01', target.secret))).statusCode).toBe(200);
    const entry = (await listAudit(t.app.ctx.db, 'member', target.operatorId)).find((e) => e.action === 'staff.unlock');
    expect(entry).toMatchObject({ actor_member_id: admin.operatorId });
    expect((await call('POST', `/wps/operator/staff/${admin.operatorId}/unlock`)).json().code).toBe('STAFF_SELF_CHANGE');

    // Locked again by guesses that arrive at once, unlocked by several staff calls at once: the
    // counter starts afresh once, and the guesses after it still stop at the limit.
    const guesses = await Promise.all(Array.from({ length: max + 5 }, () => signIn(t, 'locked01', 'Wrong12345')));
    expect(guesses.filter((answer) => answer.json().code === 'INVALID_CREDENTIALS')).toHaveLength(max);
    const unlocks = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/wps/operator/staff/${target.operatorId}/unlock`)));
    expect(unlocks.map((answer) => answer.json().value.status)).toEqual(Array(5).fill('active'));
    const after = await Promise.all(Array.from({ length: max + 5 }, () => signIn(t, 'locked01', 'Wrong12345')));
    expect(after.filter((answer) => answer.json().code === 'INVALID_CREDENTIALS')).toHaveLength(max);
    expect(after.filter((answer) => answer.json().code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
    expect((await call('POST', '/wps/operator/staff/999999/unlock')).json().code).toBe('RECORD_NOT_FOUND');
  });

  it('lets a platform owner work on every brand, and brand staff only on their own', async () => {
    const owner = await staffSession(t, 'owner01', ['platform_owner']);
    const other = await createBrand(t.app.ctx, { code: 'second', name: 'Second Brand', domains: ['second.test'] });
    const onSecond = (url: string, token: string) => t.request({ method: 'GET', url, headers: { ...bearer(token), host: 'second.test' } });
    const profile = (await onSecond('/wps/operator/me', owner.token)).json().value;
    expect(profile).toMatchObject({ username: 'owner01', brand: 'Second Brand', roles: ['platform_owner'] });
    const invited = await t.request({
      method: 'POST',
      url: '/wps/operator/staff',
      headers: { ...bearer(owner.token), host: 'second.test' },
      payload: { username: 'secondadmin', email: 'secondadmin@mail.test', roles: ['brand_admin'] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    // The invitation is the second brand's, and so is its audit entry.
    const row = await t.app.ctx.db
      .selectFrom('members')
      .select('merchant_id')
      .where('id', '=', invited.json().value.member.id)
      .executeTakeFirstOrThrow();
    expect(row.merchant_id).toBe(other.merchantId);
    const entry = (await listAudit(t.app.ctx.db, 'member', invited.json().value.member.id))[0]!;
    expect(entry).toMatchObject({ merchant_id: other.merchantId, actor_member_id: owner.operatorId, action: 'staff.invite' });
    // A brand admin of this brand is no staff member there.
    expect((await onSecond('/wps/operator/me', admin.token)).json().code).toBe('NOT_LOGGED_IN');
  });

  it('refuses staff sign-in and staff calls from outside the brand’s IP allow-list, and says so', async () => {
    const target = await staffSession(t, 'auditor02', ['auditor']);
    await t.updateBrand((brand) => {
      brand.settings.security.staffIpAllowList = { enabled: true, cidrs: ['203.0.113.0/24'] };
    });
    try {
      const outside = await t.request({
        method: 'POST',
        url: '/wps/operator/session/sign-in',
        payload: { username: 'auditor02', password: 'Operator1234' },
        remoteAddress: '198.51.100.7',
      });
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({ code: 'STAFF_IP_NOT_ALLOWED', message: 'Staff sign-in is not allowed from this network' });
      const call = (remoteAddress: string) =>
        t.request({ method: 'GET', url: '/wps/operator/audit', headers: bearer(target.token), remoteAddress });
      expect((await call('198.51.100.7')).json().code).toBe('STAFF_IP_NOT_ALLOWED');
      expect((await call('203.0.113.20')).statusCode).toBe(200);
      const inside = await t.request({
        method: 'POST',
        url: '/wps/operator/session/sign-in',
        payload: { username: 'auditor02', password: 'Operator1234' },
        remoteAddress: '203.0.113.20',
      });
      expect(inside.json().value.stage).toBe('verify');
    } finally {
      await t.updateBrand((brand) => {
        brand.settings.security.staffIpAllowList = { enabled: false, cidrs: [] };
      });
    }
  });
});
