import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createAccount, createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { staffSession } from '../staff/staff.test-kit';

describe(`a player's VIP level (${testDatabaseName()})`, () => {
  let t: TestApp;
  let support: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    support = (await staffSession(t, 'vipsupport', ['support'])).token;
    memberId = await t.account({ username: 'vipplayer', password: 'Member1234' });
  });
  afterAll(() => t.close());

  const setLevel = (id: number, payload: unknown) =>
    t.request({ method: 'PUT', url: `/wps/operator/players/${id}/vip-level`, headers: bearer(support), payload: payload as object });
  const page = async () =>
    (await t.request({ method: 'GET', url: `/wps/operator/players/${memberId}`, headers: bearer(support) })).json().value.profile;

  it('starts at 0, is set by staff who manage players, audited with before and after', async () => {
    expect((await page()).vipLevel).toBe(0);
    const saved = await setLevel(memberId, { level: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toEqual({ level: 3 });
    expect((await page()).vipLevel).toBe(3);
    const audit = (await listAudit(t.app.ctx.db, 'member', memberId)).find((entry) => entry.action === 'player.vip_level_set');
    expect(JSON.parse(audit!.detail ?? '{}')).toEqual({ before: 0, after: 3 });
  });

  it('refuses a level outside 0–100 and a player of another brand', async () => {
    for (const payload of [{ level: 101 }, { level: -1 }, { level: 2.5 }, { level: '4' }, {}]) {
      expect((await setLevel(memberId, payload)).json().code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    const other = await createBrand(t.app.ctx, { code: 'vipother', name: 'Other', domains: ['vipother.test'] });
    const stranger = await createAccount(t.app.ctx, { merchantId: other.merchantId, username: 'vipstranger', password: 'Member1234' });
    expect((await setLevel(stranger, { level: 5 })).json().code).toBe('RECORD_NOT_FOUND');
    expect((await page()).vipLevel).toBe(3);
  });
});
