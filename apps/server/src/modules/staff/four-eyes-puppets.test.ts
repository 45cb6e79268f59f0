import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '@panalo/contract/staff';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { fund } from '../withdraw/withdraw.test-kit';
import { decideChange, invite, inviteeSession, setUp, setupToken } from './staff-invite.test-kit';
import { signIn, signInAgain, staffSession } from './staff.test-kit';

const HOUR = 3_600_000;

/**
 * Issue #37, item 5: four eyes through a puppet. An admin who invites an account never holds a
 * way into it, the account opens nothing until a second admin confirms it, decides nothing in its
 * first hours, and never decides a request of whoever created or promoted it (nor they its own).
 */
describe(`four eyes cannot be bypassed through a puppet (${testDatabaseName()})`, () => {
  let t: TestApp;
  let a: { operatorId: number; token: string; secret: string };
  let b: { operatorId: number; token: string; secret: string };
  let f: { operatorId: number; token: string; secret: string };
  let playerId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    a = await staffSession(t, 'admina', ['brand_admin']);
    b = await staffSession(t, 'adminb', ['brand_admin']);
    f = await staffSession(t, 'financef', ['finance']);
    playerId = await t.account({ username: 'player77', password: 'Member1234' });
    await fund(t, playerId, 1_000_000);
  });
  afterAll(() => t.close());

  /** Sessions end as the clock moves on: the established staff sign in again. */
  const refresh = async () => {
    a.token = await signInAgain(t, 'admina', a.secret);
    b.token = await signInAgain(t, 'adminb', b.secret);
    f.token = await signInAgain(t, 'financef', f.secret);
  };
  const post = (token: string, url: string, payload: object = {}) => t.request({ method: 'POST', url, headers: bearer(token), payload });
  const adjustment = async (token: string) => {
    const asked = await post(token, `/wps/operator/players/${playerId}/adjustments`, { amount: 1_000, reason: 'Goodwill credit' });
    expect(asked.statusCode, asked.body).toBe(200);
    return asked.json().value.id as number;
  };
  const approve = (token: string, id: number) => post(token, `/wps/operator/approvals/${id}/approve`);
  const me = async (token: string) => (await t.request({ method: 'GET', url: '/wps/operator/me', headers: bearer(token) })).json().value;

  it('an invitation carries no password; the invitee sets their own from the mailed link and waits for a second admin', async () => {
    const invited = await invite(t, a.token, 'puppet01', ['finance']);
    // No temporary password, nor any other secret: the account, the change it waits for, and where the link went.
    expect(Object.keys(invited.value).sort()).toEqual(['change', 'member', 'setupLinkHours', 'setupLinkSentTo']);
    expect(invited.value).toMatchObject({
      member: { username: 'puppet01', confirmed: false, setUp: false, roles: [] },
      change: { kind: 'INVITE', roles: ['finance'], requestedBy: 'admina' },
      setupLinkSentTo: 'pu•••@mail.test',
      setupLinkHours: 72,
    });
    // Nothing the inviter could type opens the account.
    expect((await signIn(t, 'puppet01', 'Operator1234')).json().code).toBe('INVALID_CREDENTIALS');

    const { secret, confirmed } = await setUp(t, 'puppet01');
    expect(confirmed).toBe(false);
    const token = await setupToken(t, 'puppet01');
    const again = await t.request({ method: 'POST', url: '/wps/operator/setup/start', payload: { token } });
    expect(again.json().code).toBe('STAFF_SETUP_LINK_INVALID');
    expect((await signIn(t, 'puppet01', 'Invitee12345')).json().code).toBe('STAFF_NOT_CONFIRMED');

    const change = invited.value.change!.id;
    expect((await decideChange(t, a.token, change)).json().code).toBe('FOUR_EYES_OWN_REQUEST');
    const confirmedByB = await decideChange(t, b.token, change);
    expect(confirmedByB.json().value).toMatchObject({ username: 'puppet01', confirmed: true, setUp: true, roles: ['finance'] });
    expect((await decideChange(t, b.token, change)).json().code).toBe('ALREADY_PROCESSED');
    const session = await inviteeSession(t, 'puppet01', secret);
    expect((await me(session)).permissions).toEqual(permissionsOf(['finance']));
    const actions = (await listAudit(t.app.ctx.db, 'member', invited.value.member.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.setup', 'staff.enrol', 'staff.change_confirmed']));
  });

  it('a new account decides nothing in its first hours, and a puppet never decides its maker’s requests, nor the maker its own', async () => {
    await invite(t, a.token, 'puppet02', ['finance']);
    const { secret } = await setUp(t, 'puppet02');
    const list = (await t.request({ method: 'GET', url: '/wps/operator/staff', headers: bearer(b.token) })).json().value;
    const waiting = list.changes.find((change: { username: string }) => change.username === 'puppet02');
    expect((await decideChange(t, b.token, waiting.id)).statusCode).toBe(200);
    let puppet = await inviteeSession(t, 'puppet02', secret);

    const fromF = await adjustment(f.token);
    expect((await approve(puppet, fromF)).json().code).toBe('FOUR_EYES_NEW_ACCOUNT');
    t.clock.advance(25 * HOUR);
    await refresh();
    puppet = await inviteeSession(t, 'puppet02', secret);
    expect((await approve(puppet, fromF)).json().value.status).toBe('APPROVED');

    const fromA = await adjustment(a.token);
    expect((await approve(puppet, fromA)).json().code).toBe('FOUR_EYES_RELATED_STAFF');
    const fromPuppet = await adjustment(puppet);
    expect((await approve(a.token, fromPuppet)).json().code).toBe('FOUR_EYES_RELATED_STAFF');
    // An unrelated, established staff member decides both.
    expect((await approve(f.token, fromA)).json().value.status).toBe('APPROVED');
    expect((await approve(b.token, fromPuppet)).json().value.status).toBe('APPROVED');
  });

  it('a role grant waits for a second admin, and whoever it raised never decides its requester’s requests', async () => {
    const s = await staffSession(t, 'support05', ['support']);
    const raised = await t.request({
      method: 'PUT',
      url: `/wps/operator/staff/${s.operatorId}/roles`,
      headers: bearer(a.token),
      payload: { roles: ['support', 'finance'] },
    });
    expect(raised.json().value).toMatchObject({ member: { roles: ['support'] }, change: { kind: 'ROLES', rolesBefore: ['support'] } });
    expect((await me(s.token)).permissions).not.toContain('approvals.decide');
    const again = await t.request({
      method: 'PUT',
      url: `/wps/operator/staff/${s.operatorId}/roles`,
      headers: bearer(b.token),
      payload: { roles: ['support', 'risk_kyc'] },
    });
    expect(again.json().code).toBe('STAFF_CHANGE_PENDING');
    const change = raised.json().value.change.id as number;
    expect((await decideChange(t, a.token, change)).json().code).toBe('FOUR_EYES_OWN_REQUEST');
    expect((await decideChange(t, b.token, change)).json().value.roles.sort()).toEqual(['finance', 'support']);
    expect((await me(s.token)).permissions).toContain('approvals.decide');
    expect((await approve(s.token, await adjustment(a.token))).json().code).toBe('FOUR_EYES_RELATED_STAFF');
    // Taking a role away needs nobody else.
    const lowered = await t.request({
      method: 'PUT',
      url: `/wps/operator/staff/${s.operatorId}/roles`,
      headers: bearer(a.token),
      payload: { roles: ['support'] },
    });
    expect(lowered.json().value).toMatchObject({ member: { roles: ['support'] }, change: null });
  });

  it('a chain of puppets stays joined to its maker, and a puppet made brand admin cannot change its maker’s roles alone', async () => {
    await invite(t, a.token, 'puppet03', ['brand_admin']);
    const { secret } = await setUp(t, 'puppet03');
    const first = (await t.request({ method: 'GET', url: '/wps/operator/staff', headers: bearer(b.token) })).json().value;
    await decideChange(t, b.token, first.changes.find((c: { username: string }) => c.username === 'puppet03').id);
    t.clock.advance(25 * HOUR);
    await refresh();
    const p3 = await inviteeSession(t, 'puppet03', secret);

    const onA = await t.request({
      method: 'PUT',
      url: `/wps/operator/staff/${a.operatorId}/roles`,
      headers: bearer(p3),
      payload: { roles: ['brand_admin', 'finance'] },
    });
    const raise = onA.json().value.change.id as number;
    expect((await me(a.token)).roles).toEqual(['brand_admin']);
    expect((await decideChange(t, a.token, raise)).json().code).toBe('STAFF_SELF_CHANGE');
    expect((await decideChange(t, p3, raise)).json().code).toBe('FOUR_EYES_OWN_REQUEST');
    expect((await decideChange(t, p3, raise, 'reject')).json().value.roles).toEqual(['brand_admin']);

    // puppet03 invites puppet04: admina, who made puppet03, cannot be the second admin.
    const p4 = await invite(t, p3, 'puppet04', ['finance']);
    expect((await decideChange(t, a.token, p4.value.change!.id)).json().code).toBe('FOUR_EYES_RELATED_STAFF');
    expect((await decideChange(t, b.token, p4.value.change!.id)).statusCode).toBe(200);
    const { secret: secret4 } = await setUp(t, 'puppet04');
    t.clock.advance(25 * HOUR);
    await refresh();
    const p4token = await inviteeSession(t, 'puppet04', secret4);
    expect((await approve(p4token, await adjustment(a.token))).json().code).toBe('FOUR_EYES_RELATED_STAFF');
  });

  it('a platform owner’s invitation needs no second admin, yet joins the owner to the new account', async () => {
    const owner = await staffSession(t, 'owner05', ['platform_owner']);
    const invited = await invite(t, owner.token, 'ownmade1', ['finance']);
    expect(invited.value).toMatchObject({ member: { confirmed: true, roles: ['finance'] }, change: null });
    const { secret, confirmed } = await setUp(t, 'ownmade1');
    expect(confirmed).toBe(true);
    t.clock.advance(25 * HOUR);
    await refresh();
    const made = await inviteeSession(t, 'ownmade1', secret);
    const ownerToken = await signInAgain(t, 'owner05', owner.secret);
    expect((await approve(made, await adjustment(ownerToken))).json().code).toBe('FOUR_EYES_RELATED_STAFF');
  });

  it('one confirmation applies when two admins confirm at once, and one change waits per staff member', async () => {
    const c = await staffSession(t, 'adminc', ['brand_admin']);
    const invited = await invite(t, a.token, 'racer01', ['support']);
    const answers = await Promise.all(
      [b.token, c.token, b.token, c.token].map((token) => decideChange(t, token, invited.value.change!.id)),
    );
    const codes = answers.map((answer) => answer.json().code ?? 'OK').sort();
    expect(codes).toEqual(['ALREADY_PROCESSED', 'ALREADY_PROCESSED', 'ALREADY_PROCESSED', 'OK']);
    const s = await staffSession(t, 'support06', ['support']);
    const raises = await Promise.all(
      [a.token, b.token, c.token].map((token) =>
        t.request({
          method: 'PUT',
          url: `/wps/operator/staff/${s.operatorId}/roles`,
          headers: bearer(token),
          payload: { roles: ['finance'] },
        }),
      ),
    );
    expect(raises.map((answer) => answer.json().code ?? 'OK').sort()).toEqual(['OK', 'STAFF_CHANGE_PENDING', 'STAFF_CHANGE_PENDING']);
  });
});
