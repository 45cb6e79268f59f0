import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createAccount, createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { enrolled, staffAccount } from '../staff/staff.test-kit';
import { balance, fund } from '../withdraw/withdraw.test-kit';
import { SANDBOX_SECRET, startDeposit } from '../deposit/deposit.test-kit';

describe(`back-office players and four eyes (${testDatabaseName()})`, () => {
  let t: TestApp;
  let finance: string;
  let second: string;
  let third: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
    await staffAccount(t, 'finance1', ['finance']);
    await staffAccount(t, 'finance2', ['finance']);
    await staffAccount(t, 'admin1', ['brand_admin']);
    await staffAccount(t, 'support1', ['support']);
    finance = (await enrolled(t, 'finance1')).token;
    second = (await enrolled(t, 'finance2')).token;
    third = (await enrolled(t, 'admin1')).token;
    support = (await enrolled(t, 'support1')).token;
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.request({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload?: object) => t.request({ method: 'POST', url, headers: bearer(token), payload });
  const askAdjustment = async (memberId: number, amount: number, reason = 'Goodwill for a failed game round') => {
    const response = await post(finance, `/wps/operator/players/${memberId}/adjustments`, { amount, reason });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { id: number; status: string };
  };

  it('finds players by username, mobile, e-mail, member id, IP and invitation code, never staff', async () => {
    const memberId = await t.account({ username: 'searchme01', password: 'Member1234' });
    await t.app.ctx.db
      .updateTable('members')
      .set({ mobile_num: '9171112222', email: 'Search.Me@example.com', referral_code: 'INV7788', register_ip: '203.0.113.9' })
      .where('id', '=', memberId)
      .execute();
    for (const q of ['searchme', '9171112222', 'search.me@example.com', String(memberId), '203.0.113.9', 'INV7788']) {
      const found = (await get(support, `/wps/operator/players?q=${encodeURIComponent(q)}`)).json().value;
      expect(
        found.list.map((p: { username: string }) => p.username),
        q,
      ).toEqual(['searchme01']);
    }
    expect((await get(support, '/wps/operator/players?q=finance')).json().value.total).toBe(0);
    const byName = (await get(support, '/wps/operator/players?sort=username&pageSize=100'))
      .json()
      .value.list.map((p: { username: string }) => p.username);
    expect(byName).toEqual([...byName].sort());
    expect((await get(support, '/wps/operator/players?sort=richest')).json().code).toBe('VALIDATION_FAILED');
    const newest = (await get(support, '/wps/operator/players?pageSize=100'))
      .json()
      .value.list.map((p: { createdAt: number }) => p.createdAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect((await get(support, '/wps/operator/players?q=search%25')).json().value.total).toBe(0);
    const audit = await t.app.ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'player.search').execute();
    expect(audit.length).toBeGreaterThanOrEqual(6);
  });

  it('shows the player page with balances and audits who looked', async () => {
    const memberId = await t.account({ username: 'paged01', password: 'Member1234' });
    await fund(t, memberId, 5_000);
    await t.login('paged01', 'Member1234');
    const page = await get(support, `/wps/operator/players/${memberId}`);
    expect(page.statusCode, page.body).toBe(200);
    const value = page.json().value;
    expect(value.profile).toMatchObject({ username: 'paged01', memberId });
    expect(value.balances).toMatchObject({ main: 5_000, held: 0 });
    expect(value.ledger[0]).toMatchObject({ type: 'BONUS', amount: 5_000, balanceAfter: 5_000 });
    expect(value.logins[0]).toMatchObject({ success: true });
    expect(value.sessions[0]).toMatchObject({ active: true });
    const views = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(views.map((entry) => entry.action)).toContain('player.view');
    expect((await get(support, '/wps/operator/players/999999')).json().code).toBe('RECORD_NOT_FOUND');
  });

  it('moves the balance only once a second staff member approves, never on the requester’s own approval', async () => {
    const memberId = await t.account({ username: 'adjust01', password: 'Member1234' });
    const token = await t.login('adjust01', 'Member1234');
    const request = await askAdjustment(memberId, 12_345);
    expect(request.status).toBe('PENDING');
    expect(await balance(t, token)).toMatchObject({ balance: 0 });

    const own = await post(finance, `/wps/operator/approvals/${request.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FOUR_EYES_OWN_REQUEST');
    expect(await balance(t, token)).toMatchObject({ balance: 0 });

    const approved = await post(second, `/wps/operator/approvals/${request.id}/approve`, { note: 'Checked the round' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', requestedBy: 'finance1', decidedBy: 'finance2' });
    expect(await balance(t, token)).toMatchObject({ balance: 12_345 });
    expect((await post(third, `/wps/operator/approvals/${request.id}/approve`, {})).json().code).toBe('ALREADY_PROCESSED');
    expect(await balance(t, token)).toMatchObject({ balance: 12_345 });

    const page = (await get(finance, `/wps/operator/players/${memberId}`)).json().value;
    expect(page.ledger[0]).toMatchObject({ type: 'ADJUSTMENT', amount: 12_345, detail: 'Goodwill for a failed game round' });
  });

  it('debits only what the wallet holds, and a rejected request moves nothing', async () => {
    const memberId = await t.account({ username: 'adjust02', password: 'Member1234' });
    const token = await t.login('adjust02', 'Member1234');
    await fund(t, memberId, 1_000);
    const tooMuch = await askAdjustment(memberId, -1_001);
    expect((await post(second, `/wps/operator/approvals/${tooMuch.id}/approve`, {})).json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await get(second, `/wps/operator/approvals?status=PENDING`)).json().value.list.map((a: { id: number }) => a.id)).toContain(
      tooMuch.id,
    );
    const rejected = await post(second, `/wps/operator/approvals/${tooMuch.id}/reject`, { note: 'Too much' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', note: 'Too much' });
    const debit = await askAdjustment(memberId, -400);
    expect((await post(third, `/wps/operator/approvals/${debit.id}/approve`, {})).json().value.status).toBe('APPROVED');
    expect(await balance(t, token)).toMatchObject({ balance: 600 });
    for (const payload of [{ amount: 0, reason: 'zero' }, { amount: 10 }, { amount: 1.5, reason: 'fraction' }, {}])
      expect((await post(finance, `/wps/operator/players/${memberId}/adjustments`, payload)).json().code).toBe('VALIDATION_FAILED');
    expect((await post(support, `/wps/operator/players/${memberId}/adjustments`, { amount: 5, reason: 'nope' })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
  });

  it('applies one approval when several staff approve at the same moment', async () => {
    const memberId = await t.account({ username: 'adjust03', password: 'Member1234' });
    const token = await t.login('adjust03', 'Member1234');
    const request = await askAdjustment(memberId, 50_000);
    const answers = await Promise.all(
      [second, third, second, third, finance].map((staff) => post(staff, `/wps/operator/approvals/${request.id}/approve`, {})),
    );
    const codes = answers.map((answer) => answer.json().code ?? 'OK').sort();
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes).toContain('FOUR_EYES_OWN_REQUEST');
    expect(await balance(t, token)).toMatchObject({ balance: 50_000 });
    const postings = await t.app.ctx.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('member_id', '=', memberId)
      .where('event', '=', 'ADJUSTMENT')
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('credits an unconfirmed deposit by hand with four eyes, once', async () => {
    await t.account({ username: 'offline01', password: 'Member1234' });
    const token = await t.login('offline01', 'Member1234');
    const started = await startDeposit(t, token, 20_000, 'INSTAPAY');
    const list = (await get(support, '/wps/operator/deposits?status=PENDING')).json().value;
    expect(list.list.map((d: { reference: string }) => d.reference)).toContain(started.reference);
    expect((await get(support, `/wps/operator/deposits?q=offline01`)).json().value.total).toBe(1);

    const asked = await post(finance, `/wps/operator/deposits/${started.id}/credit`, { reason: 'Bank statement shows the transfer' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await post(finance, `/wps/operator/deposits/${started.id}/credit`, { reason: 'again please' })).json().code).toBe(
      'ALREADY_PROCESSED',
    );
    const id = asked.json().value.id as number;
    expect((await post(finance, `/wps/operator/approvals/${id}/approve`, {})).json().code).toBe('FOUR_EYES_OWN_REQUEST');
    const answers = await Promise.all([second, third].map((staff) => post(staff, `/wps/operator/approvals/${id}/approve`, {})));
    expect(answers.map((answer) => answer.json().code ?? 'OK').sort()).toEqual(['ALREADY_PROCESSED', 'OK']);
    expect(await balance(t, token)).toMatchObject({ balance: 20_000 });

    const detail = (await get(support, `/wps/operator/deposits/${started.id}`)).json().value;
    expect(detail).toMatchObject({
      status: 'CREDITED',
      account: 'offline01',
      approvals: [expect.objectContaining({ status: 'APPROVED' })],
    });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['deposit.created', 'deposit.credit_requested', 'approval.approve']),
    );
    expect((await post(finance, `/wps/operator/deposits/${started.id}/credit`, { reason: 'once more' })).json().code).toBe(
      'ALREADY_PROCESSED',
    );
  });

  it('locks a player out everywhere, unlocks, and ends all sessions', async () => {
    const memberId = await t.account({ username: 'lockme01', password: 'Member1234' });
    const token = await t.login('lockme01', 'Member1234');
    const me = () => t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    expect((await post(support, `/wps/operator/players/${memberId}/lock`)).json().value).toEqual({ status: 'locked' });
    expect((await me()).statusCode).toBe(401);
    const refused = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'lockme01', password: 'Member1234' },
    });
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    expect((await post(support, `/wps/operator/players/${memberId}/lock`)).json().code).toBe('ALREADY_PROCESSED');
    expect((await post(support, `/wps/operator/players/${memberId}/unlock`)).json().value).toEqual({ status: 'active' });
    const again = await t.login('lockme01', 'Member1234');
    expect((await post(support, `/wps/operator/players/${memberId}/end-sessions`)).json().value).toEqual({ status: 'active' });
    expect((await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(again) })).statusCode).toBe(401);
    expect(await t.login('lockme01', 'Member1234')).toBeTruthy();
    expect((await post(finance, `/wps/operator/players/${memberId}/lock`)).json().code).toBe('STAFF_FORBIDDEN');
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['player.lock', 'player.unlock', 'player.end-sessions']));
  });

  it("keeps each brand's staff to their own players and requests", async () => {
    const other = await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
    const foreignPlayer = await createAccount(t.app.ctx, { merchantId: other.merchantId, username: 'foreign01', password: 'Member1234' });
    expect((await get(support, `/wps/operator/players/${foreignPlayer}`)).json().code).toBe('RECORD_NOT_FOUND');
    expect((await get(support, '/wps/operator/players?q=foreign01')).json().value.total).toBe(0);
    expect(
      (await post(finance, `/wps/operator/players/${foreignPlayer}/adjustments`, { amount: 5, reason: 'cross brand' })).json().code,
    ).toBe('RECORD_NOT_FOUND');
  });
});
