import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import {
  decide,
  imagesForm,
  JPEG,
  member,
  operator,
  personalInfoForm,
  PNG,
  savePersonalInfo,
  submitted,
  uploadImages,
} from './kyc.test-kit';

describe(`KYC review and state transitions (${testDatabaseName()})`, () => {
  let t: TestApp;
  let uploads: string;
  let staff: { operatorId: number; token: string };
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'panalo-kyc-review-'));
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', KYC_RATE_LIMIT_PER_MINUTE: '1000', STORAGE_DIR: uploads });
    staff = await operator(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const state = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/member/kyc', headers: bearer(token) })).json().value.state as Record<string, unknown>;
  const actions = async (memberId: number) => (await listAudit(t.app.ctx.db, 'member', memberId)).map((entry) => entry.action);

  it('goes N → P → A: an operator approves once, with an audit entry, and withdrawals then pass the KYC check', async () => {
    const { memberId, token } = await submitted(t, 'review01');
    const queue = await t.request({ method: 'GET', url: '/wps/operator/kyc', headers: bearer(staff.token) });
    expect(queue.json().value).toMatchObject({ total: 1, list: [{ memberId, account: 'review01', status: 'P' }] });

    const approved = await decide(t, staff.token, memberId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'A',
      reviewedBy: staff.operatorId,
      rejectReason: null,
      images: { front: true, back: true, selfie: true },
      personalInfo: { fullName: 'Juan Santos Dela Cruz', birthday: '1990-05-17' },
    });
    expect(await state(token)).toMatchObject({ status: 'A', isComplete: true });
    expect((await decide(t, staff.token, memberId, 'approve')).json().code).toBe('ALREADY_PROCESSED');
    expect(await actions(memberId)).toEqual(['kyc.personal_info_saved', 'kyc.submitted', 'kyc.approved']);
    const entry = (await listAudit(t.app.ctx.db, 'member', memberId)).at(-1)!;
    expect(entry.actor_member_id).toBe(staff.operatorId);
    expect(JSON.parse(entry.detail)).toEqual({ from: 'P', to: 'A' });

    // Approved is final for the member; withdrawals look at the same status.
    expect((await savePersonalInfo(t, token, personalInfoForm())).json().code).toBe('KYC_ALREADY_VERIFIED');
    expect((await uploadImages(t, token, imagesForm())).json().code).toBe('KYC_ALREADY_VERIFIED');
    const config = await t.request({ method: 'GET', url: '/wps/v2/withdraw/config', headers: bearer(token) });
    expect(config.json().value).toMatchObject({ kycComplete: true });
  });

  it('approves without a body, as the docs say, whether or not the request names a JSON content type', async () => {
    for (const [username, headers] of [
      ['nobody01', {}],
      ['nobody02', { 'content-type': 'application/json' }],
    ] as const) {
      const { memberId } = await submitted(t, username);
      const approved = await t.request({
        method: 'POST',
        url: `/wps/operator/kyc/${memberId}/approve`,
        headers: { ...bearer(staff.token), ...headers },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().value).toMatchObject({ status: 'A' });
    }
  });

  it('goes P → R with a reason the member sees, and the member can submit again', async () => {
    const { memberId, token } = await submitted(t, 'review02');
    expect((await decide(t, staff.token, memberId, 'reject')).json().code).toBe('REQUIRED_FIELDS_MISSING');
    expect((await decide(t, staff.token, memberId, 'reject', '  ')).json().code).toBe('REQUIRED_FIELDS_MISSING');
    const rejected = await decide(t, staff.token, memberId, 'reject', 'The selfie is blurred');
    expect(rejected.json().value).toMatchObject({ status: 'R', rejectReason: 'The selfie is blurred' });
    expect(await state(token)).toMatchObject({
      status: 'R',
      isComplete: false,
      rejectReason: 'The selfie is blurred',
      personalInfoSaved: false,
    });
    expect((await decide(t, staff.token, memberId, 'approve')).json().code).toBe('ALREADY_PROCESSED');
    const first = await t.app.ctx.db.selectFrom('kyc_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();

    // A new round: the form first (R → N), then the images (N → P); the old images are removed.
    expect((await uploadImages(t, token, imagesForm())).json().code).toBe('KYC_INFO_REQUIRED');
    const saved = await savePersonalInfo(t, token, personalInfoForm({ lastName: 'Dela Cruz-Reyes' }));
    expect(saved.json().value).toMatchObject({ status: 'N', rejectReason: null, personalInfoSaved: true });
    expect((await uploadImages(t, token, imagesForm({ idCardSelfie: JPEG.toString('base64') }))).json().value.status).toBe('P');
    const second = await t.app.ctx.db.selectFrom('kyc_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(second.selfie_key).not.toBe(first.selfie_key);
    expect(second.reject_reason).toBeNull();
    expect(await t.app.ctx.storage.get(first.selfie_key!)).toBeNull();
    expect(await t.app.ctx.storage.get(second.selfie_key!)).toMatchObject({ contentType: 'image/jpeg' });
    const view = await t.request({ method: 'GET', url: `/wps/operator/kyc/${memberId}`, headers: bearer(staff.token) });
    expect(view.json().value.personalInfo.lastName).toBe('Dela Cruz-Reyes');
    expect(await actions(memberId)).toEqual([
      'kyc.personal_info_saved',
      'kyc.submitted',
      'kyc.rejected',
      'kyc.personal_info_saved',
      'kyc.submitted',
      // The staff member's look at the member's documents (auditView on the KYC detail).
      'staff.view.player',
    ]);
  });

  it('lets an operator withdraw an approval (A → R)', async () => {
    const { memberId, token } = await submitted(t, 'review03');
    await decide(t, staff.token, memberId, 'approve');
    expect((await decide(t, staff.token, memberId, 'reject', 'Forged document')).json().value.status).toBe('R');
    expect(await state(token)).toMatchObject({ status: 'R', rejectReason: 'Forged document' });
  });

  it('has nothing to decide before the images are in, or for another brand or an unknown member', async () => {
    const { memberId, token } = await member(t, 'review04');
    expect((await decide(t, staff.token, memberId, 'approve')).json().code).toBe('RECORD_NOT_FOUND');
    await savePersonalInfo(t, token, personalInfoForm());
    expect((await decide(t, staff.token, memberId, 'approve')).json().code).toBe('RECORD_NOT_FOUND');
    expect((await decide(t, staff.token, 999_999, 'approve')).json().code).toBe('RECORD_NOT_FOUND');
    expect((await decide(t, staff.token, 0, 'approve')).json().code).toBe('VALIDATION_FAILED');
  });

  it('shows operators the images, audited, and nobody else', async () => {
    const { memberId, token } = await submitted(t, 'review05');
    const front = await t.request({ method: 'GET', url: `/wps/operator/kyc/${memberId}/images/front`, headers: bearer(staff.token) });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('private, no-store');
    expect(front.rawPayload).toEqual(PNG);
    const back = await t.request({ method: 'GET', url: `/wps/operator/kyc/${memberId}/images/back`, headers: bearer(staff.token) });
    expect(back.rawPayload).toEqual(JPEG);
    expect((await actions(memberId)).filter((action) => action === 'kyc.image_viewed')).toHaveLength(2);
    expect(
      (await t.request({ method: 'GET', url: `/wps/operator/kyc/${memberId}/images/passport`, headers: bearer(staff.token) })).json().code,
    ).toBe('VALIDATION_FAILED');

    // The member, another member and a visitor get no image and no decision.
    for (const headers of [bearer(token), {}]) {
      const image = await t.request({ method: 'GET', url: `/wps/operator/kyc/${memberId}/images/front`, headers });
      expect(['OPERATOR_ONLY', 'NOT_LOGGED_IN', 'NON_MEMBER_ACCOUNT']).toContain(image.json().code);
    }
    expect((await decide(t, token, memberId, 'approve')).json().code).toBe('OPERATOR_ONLY');
  });
});
