import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@panalo/contract/staff';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { readyMember, withdraw } from '../withdraw/withdraw.test-kit';
import { enrolled, signIn, staffAccount } from './staff.test-kit';

/** A path of a route pattern with its parameters filled in (ids no record has). */
const pathOf = (url: string) =>
  url
    .replace(':memberId', '999999')
    .replace(':id', '999999')
    .replace(':side', 'front')
    .replace(':channelId', '999999')
    .replace(':group', 'kyc');

/**
 * What each staff route asks for, written out: a new staff route, or a route whose permission
 * changes, must be added or changed here too, so a permission is never widened by accident.
 */
const EXPECTED: Record<string, string> = {
  'POST /wps/operator/session/login': 'public',
  'POST /wps/operator/session/sign-in': 'public',
  'POST /wps/operator/session/code': 'public',
  'DELETE /wps/operator/session/logout': 'signed-in',
  'GET /wps/operator/me': 'signed-in',
  'GET /wps/operator/dashboard': 'dashboard.view',
  'GET /wps/operator/withdrawals': 'withdrawals.view',
  'POST /wps/operator/withdrawals/:id/approve': 'withdrawals.decide',
  'POST /wps/operator/withdrawals/:id/reject': 'withdrawals.decide',
  'POST /wps/operator/withdrawals/:id/paid': 'withdrawals.decide',
  'GET /wps/operator/withdrawals/:id/proof': 'withdrawals.view',
  'GET /wps/operator/withdrawals/:id/payout-proof': 'withdrawals.view',
  'GET /wps/operator/kyc': 'kyc.view',
  'GET /wps/operator/kyc/:memberId': 'kyc.view',
  'POST /wps/operator/kyc/:memberId/approve': 'kyc.decide',
  'POST /wps/operator/kyc/:memberId/reject': 'kyc.decide',
  'GET /wps/operator/kyc/:memberId/images/:side': 'kyc.view',
  'GET /wps/operator/agent-applications': 'agent-applications.view',
  'POST /wps/operator/agent-applications/:id/approve': 'agent-applications.decide',
  'POST /wps/operator/agent-applications/:id/reject': 'agent-applications.decide',
  'GET /wps/operator/settings': 'settings.view',
  'GET /wps/operator/settings/history': 'settings.view',
  'POST /wps/operator/settings/:group': 'settings.edit',
  'GET /wps/operator/payment-channels': 'payment-channels.view',
  'POST /wps/operator/payment-channels/order': 'payment-channels.edit',
  'POST /wps/operator/payment-channels/:channelId': 'payment-channels.edit',
  'GET /wps/operator/restricted': 'restricted.view',
  'POST /wps/operator/restricted/import': 'restricted.import',
  'POST /wps/operator/restricted/add': 'restricted.import',
  'GET /wps/operator/audit': 'audit.view',
  'GET /wps/operator/audit/:id': 'audit.view',
  'POST /wps/operator/audit/verify': 'audit.verify',
  'GET /wps/operator/staff': 'staff.view',
  'POST /wps/operator/staff': 'staff.manage',
  'PUT /wps/operator/staff/:id/roles': 'staff.manage',
  'POST /wps/operator/staff/changes/:id/confirm': 'staff.manage',
  'POST /wps/operator/staff/changes/:id/reject': 'staff.manage',
  'POST /wps/operator/setup/start': 'public',
  'POST /wps/operator/setup/finish': 'public',
  'POST /wps/operator/staff/:id/reset-two-factor': 'staff.manage',
  'POST /wps/operator/staff/:id/unlock': 'staff.manage',
  'GET /wps/operator/brands': 'brands.switch',
  'POST /wps/operator/staff/:id/disable': 'staff.manage',
  'POST /wps/operator/staff/:id/enable': 'staff.manage',
  'GET /wps/operator/players': 'players.view',
  'GET /wps/operator/players/:memberId': 'players.view',
  'POST /wps/operator/players/:memberId/adjustments': 'players.adjust',
  'POST /wps/operator/players/:memberId/lock': 'players.manage',
  'POST /wps/operator/players/:memberId/unlock': 'players.manage',
  'POST /wps/operator/players/:memberId/end-sessions': 'players.manage',
  'POST /wps/operator/players/:memberId/notes': 'players.manage',
  'PUT /wps/operator/players/:memberId/tags': 'players.manage',
  'GET /wps/operator/players/:memberId/bets': 'players.view',
  'GET /wps/operator/players/:memberId/exclusions': 'players.view',
  'POST /wps/operator/players/:memberId/exclusions': 'exclusions.add',
  'PUT /wps/operator/players/:memberId/agent': 'players.change-agent',
  'PUT /wps/operator/players/:memberId/vip-level': 'players.manage',
  'GET /wps/operator/players/:memberId/limits': 'players.view',
  'POST /wps/operator/players/:memberId/password-reset': 'players.manage',
  'GET /wps/operator/approvals': 'approvals.decide',
  'POST /wps/operator/approvals/:id/approve': 'approvals.decide',
  'POST /wps/operator/approvals/:id/reject': 'approvals.decide',
  'GET /wps/operator/deposits': 'deposits.view',
  'GET /wps/operator/deposits/:id': 'deposits.view',
  'POST /wps/operator/deposits/:id/credit': 'deposits.credit',
  'GET /wps/operator/withdrawals/risk': 'withdrawals.view',
  'GET /wps/operator/promotions': 'promotions.view',
  'GET /wps/operator/promotions/applications': 'promotions.review',
  'GET /wps/operator/promotions/applications/:id/images/:index': 'promotions.review',
  'POST /wps/operator/promotions/applications/:id/approve': 'promotions.review',
  'POST /wps/operator/promotions/applications/:id/reject': 'promotions.review',
  'POST /wps/operator/promotions/:id/grants': 'promotions.grant',
  'POST /wps/operator/promotions/:id/draw': 'promotions.grant',
  'GET /wps/operator/aml/cases': 'aml.view',
  'GET /wps/operator/aml/cases/:id': 'aml.view',
  'GET /wps/operator/aml/cases/:id/report.csv': 'aml.view',
  'POST /wps/operator/aml/cases/:id/close': 'aml.decide',
  'POST /wps/operator/aml/cases/:id/report': 'aml.decide',
  'GET /wps/operator/aml/holds': 'aml.view',
  'POST /wps/operator/aml/holds/:id/decision': 'aml.decide',
  'GET /wps/operator/feedback': 'feedback.view',
  'POST /wps/operator/feedback/:id/reply': 'feedback.reply',
  'GET /wps/operator/points/redeems': 'points.redeems',
  'POST /wps/operator/points/redeems/:id/approve': 'points.redeems',
  'POST /wps/operator/points/redeems/:id/reject': 'points.redeems',
  'GET /wps/operator/referral/holds': 'referrals.review',
  'POST /wps/operator/referral/holds/:id/approve': 'referrals.review',
  'POST /wps/operator/referral/holds/:id/reject': 'referrals.review',
};

const usernameOf = (role: StaffRole) => `staff${role.replace(/_/g, '')}`.slice(0, 16);

describe(`staff routes × roles (${testDatabaseName()})`, () => {
  let t: TestApp;
  const tokens = new Map<StaffRole, string>();
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    for (const role of STAFF_ROLES) {
      await staffAccount(t, usernameOf(role), [role]);
      tokens.set(role, (await enrolled(t, usernameOf(role))).token);
    }
  });
  afterAll(() => t.close());

  it('finds every staff route naming the permission the table expects', () => {
    const declared = Object.fromEntries(t.app.staffRoutes.map((route) => [`${route.method} ${route.url}`, route.permission ?? 'none']));
    expect(declared).toEqual(EXPECTED);
    const undeclared = t.app.staffRoutes.filter((route) => route.permission === undefined).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    const known = new Set<string>([...STAFF_PERMISSIONS, 'signed-in', 'public']);
    for (const route of t.app.staffRoutes) expect(known.has(route.permission!), route.url).toBe(true);
  });

  it('lets each role through exactly the routes its permissions name', async () => {
    const guarded = t.app.staffRoutes.filter((route) => route.permission !== 'public' && !route.url.endsWith('/logout'));
    const table: string[] = [];
    for (const route of guarded) {
      for (const role of STAFF_ROLES) {
        const response = await t.request({
          method: route.method as 'GET',
          url: pathOf(route.url),
          headers: bearer(tokens.get(role)!),
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed = route.permission === 'signed-in' || (ROLE_PERMISSIONS[role] as readonly string[]).includes(route.permission!);
        const refused = response.json().code === 'STAFF_FORBIDDEN';
        if (refused === allowed) table.push(`${role} ${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        if (refused) expect(response.statusCode).toBe(403);
      }
    }
    expect(table).toEqual([]);
  });

  it('refuses players and strangers on every guarded staff route', async () => {
    await t.account({ username: 'player01', password: 'Member1234' });
    const player = await t.login('player01', 'Member1234');
    for (const route of t.app.staffRoutes.filter((r) => r.permission !== 'public')) {
      const asPlayer = await t.request({ method: route.method as 'GET', url: pathOf(route.url), headers: bearer(player) });
      expect(asPlayer.json().code, route.url).toBe('OPERATOR_ONLY');
      const anonymous = await t.request({ method: route.method as 'GET', url: pathOf(route.url) });
      expect(anonymous.json().code, route.url).toBe('NOT_LOGGED_IN');
      if (route.method === 'GET')
        expect((await t.request({ method: 'HEAD', url: pathOf(route.url) })).statusCode, `HEAD ${route.url}`).toBe(401);
    }
  });

  it("keeps a brand's staff to their own brand", async () => {
    const other = await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
    await staffAccount(t, 'otheradmin', ['platform_owner'], other.merchantId);
    const first = (await signIn(t, 'otheradmin', 'Operator1234', 'other.test')).json().value;
    expect(first.stage).toBe('enrol');
    // The brand-A staff member does not exist on brand B, nor B's on A.
    expect((await signIn(t, 'stafffinance', 'Operator1234', 'other.test')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(t, 'otheradmin')).json().code).toBe('INVALID_CREDENTIALS');

    const member = await readyMember(t, 'payee01');
    const asked = await withdraw(t, member.token, { amount: 50_000, payoutAccountId: member.payoutAccountId, paymentPassword: '123456' });
    expect(asked.statusCode, asked.body).toBe(200);
    const finance = tokens.get('finance')!;
    const mine = (await t.request({ method: 'GET', url: '/wps/operator/dashboard', headers: bearer(finance) })).json().value;
    expect(mine.queues.withdrawalsToApprove).toBe(1);
    expect(mine.today.registrations).toBeGreaterThanOrEqual(2);
    expect((await t.request({ method: 'GET', url: '/wps/operator/withdrawals', headers: bearer(finance) })).json().value.total).toBe(1);
    // Brand A's token read through brand B's address is no session there.
    const crossed = await t.request({
      method: 'GET',
      url: '/wps/operator/withdrawals',
      headers: { ...bearer(finance), host: 'other.test' },
    });
    expect(crossed.json().code).toBe('NOT_LOGGED_IN');
  });
});
