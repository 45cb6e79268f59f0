import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { GIF, imagesForm, JPEG, member, personalInfoForm, PNG, savePersonalInfo, uploadImages } from './kyc.test-kit';

describe(`KYC ID image upload (${testDatabaseName()})`, () => {
  let t: TestApp;
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'panalo-kyc-'));
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', KYC_RATE_LIMIT_PER_MINUTE: '1000', STORAGE_DIR: uploads });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  /** A member who saved their personal info (step 2). */
  const ready = async (username: string) => {
    const who = await member(t, username);
    expect((await savePersonalInfo(t, who.token, personalInfoForm())).statusCode).toBe(200);
    return who;
  };
  const failure = async (token: string, data: Record<string, string | undefined>) => {
    const response = await uploadImages(t, token, imagesForm(data));
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    return response.json() as { code: string; message: string; fields?: Record<string, string> };
  };
  const storedFiles = async (memberId: number) => {
    const directory = join(uploads, 'kyc', String(t.merchantId), String(memberId));
    return (await readdir(directory).catch(() => [] as string[])).filter((name) => !name.endsWith('.type'));
  };

  it('takes a PNG and JPEG front, back and selfie, stores them privately and waits for review (P)', async () => {
    const { token, memberId } = await ready('upload01');
    const response = await uploadImages(t, token, imagesForm());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      status: 'P',
      isComplete: false,
      personalInfoSaved: true,
      submittedAt: '2026-11-21T10:00:00.000Z',
    });

    const profile = await t.app.ctx.db.selectFrom('kyc_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(profile.id_front_key).toMatch(new RegExp(`^kyc/${t.merchantId}/${memberId}/front-[A-Za-z0-9]+\\.png$`));
    expect(profile.id_back_key).toMatch(/\/back-[A-Za-z0-9]+\.jpg$/);
    expect(await readFile(join(uploads, profile.id_back_key!))).toEqual(JPEG);
    expect(await readFile(join(uploads, profile.selfie_key!))).toEqual(PNG);
    const member = await t.app.ctx.db.selectFrom('members').select('kyc_status').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(member.kyc_status).toBe('P');
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.at(-1)).toMatchObject({ action: 'kyc.submitted', actor_member_id: memberId });

    // Nothing under /uploads or the storage key is served to anyone.
    expect((await t.request({ method: 'GET', url: `/${profile.id_front_key}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/uploads/${profile.id_front_key}` })).statusCode).toBe(404);

    // Under review, the member can neither upload again nor change the info.
    expect((await failure(token, {})).code).toBe('KYC_PENDING');
    expect((await savePersonalInfo(t, token, personalInfoForm())).json().code).toBe('KYC_PENDING');
  });

  it('needs the personal info saved first', async () => {
    const { token } = await member(t, 'upload02');
    expect((await failure(token, {})).code).toBe('KYC_INFO_REQUIRED');
  });

  it('names the missing image: front, back, then selfie', async () => {
    const { token, memberId } = await ready('upload03');
    const front = await failure(token, { idCardFront: undefined });
    expect(front).toMatchObject({ code: 'ID_FRONT_REQUIRED', message: 'Please upload front of your ID' });
    expect(Object.keys(front.fields ?? {})).toEqual(['idCardFront']);
    expect(await failure(token, { idCardBack: '' })).toMatchObject({ code: 'ID_BACK_REQUIRED', message: 'Please upload back of your ID' });
    expect(await failure(token, { idCardSelfie: '  ' })).toMatchObject({
      code: 'ID_SELFIE_REQUIRED',
      message: 'Please upload Selfie with the Front Side',
    });
    expect((await failure(token, { idCardFront: undefined, idCardSelfie: undefined })).code).toBe('ID_FRONT_REQUIRED');
    const wrongModule = await uploadImages(t, token, { ...imagesForm(), moduleId: 'UPLOADID2' });
    expect(wrongModule.json().code).toBe('VALIDATION_FAILED');
    expect(await storedFiles(memberId)).toEqual([]);
  });

  it('checks each image by its bytes: a GIF, a renamed text file or bad base64 is refused', async () => {
    const { token, memberId } = await ready('upload04');
    const gif = await failure(token, { idCardBack: `data:image/png;base64,${GIF.toString('base64')}` });
    expect(gif).toMatchObject({ code: 'FILE_TYPE_INVALID', message: 'Only JPEG, JPG or PNG images are accepted' });
    expect(Object.keys(gif.fields ?? {})).toEqual(['idCardBack']);
    const text = Buffer.from('This is my ID, honest.\n').toString('base64');
    expect((await failure(token, { idCardSelfie: `data:image/jpeg;base64,${text}` })).code).toBe('FILE_TYPE_INVALID');
    expect((await failure(token, { idCardFront: 'not base64 at all!' })).code).toBe('FILE_TYPE_INVALID');
    expect(await storedFiles(memberId)).toEqual([]);
  });

  it('takes an image of exactly 5242880 bytes and refuses one of 5242881', async () => {
    const { token, memberId } = await ready('upload05');
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]).toString('base64');
    const tooLarge = await failure(token, { idCardSelfie: padded(5_242_881) });
    expect(tooLarge).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file must be 5 MB or smaller' });
    expect(Object.keys(tooLarge.fields ?? {})).toEqual(['idCardSelfie']);
    expect(await storedFiles(memberId)).toEqual([]);
    const largest = await uploadImages(
      t,
      token,
      imagesForm({ idCardFront: padded(5_242_880), idCardBack: padded(5_242_880), idCardSelfie: padded(5_242_880) }),
    );
    expect(largest.statusCode, largest.body.slice(0, 200)).toBe(200);
    expect(await storedFiles(memberId)).toHaveLength(3);
  });

  it('refuses a body past three images with PAYLOAD_TOO_LARGE, not a server error', async () => {
    const { token } = await ready('upload06');
    const huge = 'A'.repeat(7_100_000);
    const response = await uploadImages(t, token, imagesForm({ idCardFront: huge, idCardBack: huge, idCardSelfie: huge, extra: huge }));
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits submissions per client', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', KYC_RATE_LIMIT_PER_MINUTE: '2', STORAGE_DIR: uploads });
    try {
      await limited.account({ username: 'limited01', password: 'Member1234' });
      const token = await limited.login('limited01', 'Member1234');
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await uploadImages(limited, token, imagesForm())).json().code);
      expect(codes).toEqual(['KYC_INFO_REQUIRED', 'KYC_INFO_REQUIRED', 'TOO_MANY_REQUESTS']);
    } finally {
      await limited.close();
    }
  });
});
