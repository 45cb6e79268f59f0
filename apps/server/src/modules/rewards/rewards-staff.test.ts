import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPromotion } from '@panalo/contract/rewards';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { PNG_1X1, readyMember } from '../withdraw/withdraw.test-kit';
import { newKey, rewardCenter, seedPromotions, type SeededPromotions } from './rewards.test-kit';

/** The back office's promotions list and application queue, as content and finance staff use them. */
describe(`staff promotions list and application queue (${testDatabaseName()})`, () => {
  let t: TestApp;
  let p: SeededPromotions;
  let content: string;
  let finance: string;
  const get = (url: string, token: string) => t.request({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    p = await seedPromotions(t);
    content = (await staffSession(t, 'content01', ['content'])).token;
    finance = (await staffSession(t, 'finance01', ['finance'])).token;
  }, 120_000);
  afterAll(() => t.close());

  it("lists the brand's promotions with kind, period, state and budget used, to reviewers and granters", async () => {
    const asContent = await get('/wps/operator/promotions', content);
    expect(asContent.statusCode, asContent.body).toBe(200);
    const list: StaffPromotion[] = asContent.json().value.list;
    const byId = new Map(list.map((row) => [row.id, row]));
    expect(byId.get(p.manual)).toMatchObject({ kind: 'MANUAL', title: 'VIP gift', state: 'open', spent: 0, needsApplication: false });
    expect(byId.get(p.applied)).toMatchObject({ kind: 'MANUAL', needsApplication: true, state: 'open' });
    expect(byId.get(p.soon)?.state).toBe('upcoming');
    expect(byId.get(p.ended)?.state).toBe('ended');
    expect(byId.get(p.ended)?.endsAt).toBeLessThanOrEqual(t.clock.now());
    expect((await get('/wps/operator/promotions', finance)).json().value.list).toEqual(list);
  });

  it('filters the application queue by state and keeps the reason of a rejection', async () => {
    const applicant = await readyMember(t, 'appl001', 1);
    const applied = await t.request({
      method: 'POST',
      url: `/wps/v2/promotions/${p.applied}/apply`,
      headers: bearer(applicant.token),
      payload: { remark: 'Look at my win' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const waiting = (await get('/wps/operator/promotions/applications', content)).json().value.list;
    const mine = waiting.find((row: { remark: string }) => row.remark === 'Look at my win');
    expect(mine).toMatchObject({ status: 'applying', username: 'appl001', promotionId: p.applied });

    const rejected = await t.request({
      method: 'POST',
      url: `/wps/operator/promotions/applications/${mine.id}/reject`,
      headers: bearer(content),
      payload: { reason: 'No screenshot attached' },
    });
    expect(rejected.json().value.status).toBe('rejected');
    expect(
      (await get('/wps/operator/promotions/applications', content)).json().value.list.map((row: { id: number }) => row.id),
    ).not.toContain(mine.id);
    const inRejected = (await get('/wps/operator/promotions/applications?status=rejected', content)).json().value.list;
    expect(inRejected.map((row: { id: number }) => row.id)).toContain(mine.id);
    // A member who joined a promotion without applying is not an application.
    expect(
      (await t.request({ method: 'POST', url: `/wps/v2/promotions/${p.reload}/join`, headers: bearer(applicant.token) })).statusCode,
    ).toBe(200);
    const joined = (await get('/wps/operator/promotions/applications?status=joined', content)).json().value.list;
    expect(joined.some((row: { promotionId: number }) => row.promotionId === p.reload)).toBe(false);
    expect((await get('/wps/operator/promotions/applications?status=lost', content)).json().code).toBe('VALIDATION_FAILED');
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'promotion.application_rejected')
      .where('subject_id', '=', String(mine.id))
      .executeTakeFirstOrThrow();
    expect(String(audit.detail)).toContain('No screenshot attached');

    const tooLong = await t.request({
      method: 'POST',
      url: `/wps/operator/promotions/applications/${mine.id}/approve`,
      headers: bearer(content),
      payload: { reason: 'x'.repeat(201) },
    });
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
  });

  it("shows reviewers an application's images, one by one, to no one else", async () => {
    const applicant = await readyMember(t, 'appl002', 1);
    const applied = await t.request({
      method: 'POST',
      url: `/wps/v2/promotions/${p.applied}/apply`,
      headers: bearer(applicant.token),
      payload: { remark: 'Two pictures', images: [PNG_1X1.toString('base64'), PNG_1X1.toString('base64')] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const mine = (await get('/wps/operator/promotions/applications', content))
      .json()
      .value.list.find((row: { remark: string }) => row.remark === 'Two pictures');
    expect(mine.imageCount).toBe(2);
    const image = await get(`/wps/operator/promotions/applications/${mine.id}/images/1`, content);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await get(`/wps/operator/promotions/applications/${mine.id}/images/2`, content)).json().code).toBe('RECORD_NOT_FOUND');
    expect((await get(`/wps/operator/promotions/applications/${mine.id}/images/3`, content)).json().code).toBe('VALIDATION_FAILED');
    expect((await get(`/wps/operator/promotions/applications/${mine.id}/images/0`, applicant.token)).statusCode).toBe(403);
  });

  it("grants a manual reward by the member's account name, as the back-office form sends it", async () => {
    const member = await readyMember(t, 'gift001', 1);
    const grant = (payload: object) =>
      t.request({
        method: 'POST',
        url: `/wps/operator/promotions/${p.manual}/grants`,
        headers: { ...bearer(finance), 'idempotency-key': newKey() },
        payload,
      });
    expect((await grant({ username: 'nobody99', amount: 5_000 })).json().code).toBe('USER_NOT_FOUND');
    expect((await grant({ amount: 5_000 })).json().code).toBe('VALIDATION_FAILED');
    const granted = await grant({ username: 'gift001', amount: 5_000, note: 'Loyalty' });
    expect(granted.json().value, granted.body).toEqual({ granted: true, approvalId: null });
    const centre = await rewardCenter(t, member.token);
    expect(centre.ready).toEqual([expect.objectContaining({ promotionId: p.manual, amount: 5_000, status: 'CLAIMABLE' })]);
  });
});
