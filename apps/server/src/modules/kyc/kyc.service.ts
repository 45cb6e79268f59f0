import type { Language } from '@panalo/contract/constants';
import type { IdImagesRequest, KycState, KycStatus, KycValue, PersonalInfoRequest } from '@panalo/contract/kyc';
import { checkPersonalInfo } from '@panalo/contract/kyc-rules';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { applicantKeys } from '../restricted/person-name';
import { refuseExcludedIdentity } from '../../kernel/play-restrictions';
import { auditRefusal, brandToday, refuseListed, type Screening } from '../restricted/restricted.service';
import type { Caller } from '../../kernel/caller';
import { checkIdImages, discardImages, storeIdImages } from './kyc-images';
import { attachImages, findKycMember, findKycProfile, moveKycStatus, savePersonalInfoRow } from './kyc.repository';
import { toKycState, toPersonalInfo } from './kyc-view';

/** KYC is for brands that verify identities (the routes' requireRealMember guard keeps trial players out). */
export function refuseUnlessKycOpen(merchant: Merchant): void {
  if (!merchant.settings.kyc.enabled) throw new AppError('FUNCTION_NOT_ENABLED');
}

/** A submission under review (P) or approved (A) is closed to the member. */
function refuseClosed(status: KycStatus): void {
  if (status === 'P') throw new AppError('KYC_PENDING');
  if (status === 'A') throw new AppError('KYC_ALREADY_VERIFIED');
}

async function memberOf(ctx: AppContext, caller: Caller) {
  const { merchant, session } = caller;
  const member = await findKycMember(ctx.db, merchant.id, session.memberId);
  if (!member) throw new AppError('NOT_LOGGED_IN');
  return member;
}

/** After a conditional move lost a race: the state it found instead decides the answer. */
async function refuseAfterRace(ctx: AppContext, merchant: Merchant, memberId: number): Promise<never> {
  refuseClosed((await findKycMember(ctx.db, merchant.id, memberId))?.kyc_status ?? 'N');
  throw new AppError('ALREADY_PROCESSED');
}

export async function kycStateOf(ctx: AppContext, merchant: Merchant, memberId: number, status: KycStatus): Promise<KycState> {
  return toKycState(merchant, status, await findKycProfile(ctx.db, memberId));
}

/** GET /wps/v2/member/kyc: the state, and the saved info to prefill the form. */
export async function memberKyc(ctx: AppContext, caller: Caller): Promise<KycValue> {
  const { merchant } = caller;
  const member = await memberOf(ctx, caller);
  const profile = await findKycProfile(ctx.db, member.id);
  return { state: toKycState(merchant, member.kyc_status, profile), personalInfo: profile ? toPersonalInfo(profile) : null };
}

/**
 * Step 2, setPersonalInfo: checks every rule (terms, all fields, age 21 on the brand's clock,
 * names, pick-lists), refuses a person on the restricted-persons list, and saves the info. The
 * state stays N (or goes from R back to N for a new round); the upload then submits it.
 */
export async function savePersonalInfo(ctx: AppContext, caller: Caller, input: PersonalInfoRequest, language: Language): Promise<KycState> {
  const { merchant, client } = caller;
  refuseUnlessKycOpen(merchant);
  const member = await memberOf(ctx, caller);
  refuseClosed(member.kyc_status);

  const who: Screening = { stage: 'kyc', memberId: member.id, ip: client.ip };
  const check = checkPersonalInfo(input, brandToday(ctx, merchant), language);
  if (!check.ok) {
    if (check.problem.birthday === 'under-age') await auditRefusal(ctx, merchant, who, { reason: 'under-age' });
    throw new AppError(check.problem.code, { fields: check.problem.fields });
  }
  const { info } = check;
  const { nameKey, shortNameKey } = applicantKeys(info.firstName, info.middleName, info.lastName);
  await refuseListed(ctx, merchant, [nameKey, shortNameKey], info.birthday, who);
  // A self-excluded person's name and birthday stay on the exclusion list: another account of theirs stops here.
  await refuseExcludedIdentity(ctx.db, merchant.id, { name: info.fullName, birthday: info.birthday }, ctx.clock.now());

  const now = ctx.clock.now();
  const saved = await ctx.db.transaction().execute(async (tx) => {
    const from: KycStatus[] = ['N', 'R'];
    if (!(await moveKycStatus(tx, { memberId: member.id, merchantId: merchant.id, from, to: 'N', now }))) return false;
    await savePersonalInfoRow(tx, {
      member_id: member.id,
      merchant_id: merchant.id,
      id_type: info.idType,
      first_name: info.firstName,
      middle_name: info.middleName,
      last_name: info.lastName,
      full_name: info.fullName,
      name_key: nameKey,
      short_name_key: shortNameKey,
      birthday: info.birthday,
      address: info.address,
      permanent_address: info.permanentAddress,
      place_of_birth: info.placeOfBirth,
      nationality: info.nationality,
      source_of_income: info.sourceOfIncome,
      occupation: info.occupation,
      terms_accepted_at: now,
      created_at: now,
      updated_at: now,
    });
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: member.id,
      action: 'kyc.personal_info_saved',
      subjectType: 'member',
      subjectId: member.id,
      ip: client.ip,
      detail: { from: member.kyc_status, to: 'N' },
      at: now,
    });
    return true;
  });
  if (!saved) return refuseAfterRace(ctx, merchant, member.id);
  return kycStateOf(ctx, merchant, member.id, 'N');
}

/**
 * Step 3, the ID image upload (moduleId UPLOADID3): front, back and selfie, checked by their
 * bytes and stored by the storage adapter; the submission then waits for review (N → P). Images
 * of an earlier, rejected round are removed once the new ones are in.
 */
export async function uploadIdImages(ctx: AppContext, caller: Caller, input: IdImagesRequest, language: Language): Promise<KycState> {
  const { merchant, client } = caller;
  refuseUnlessKycOpen(merchant);
  const member = await memberOf(ctx, caller);
  refuseClosed(member.kyc_status);
  const profile = await findKycProfile(ctx.db, member.id);
  if (member.kyc_status !== 'N' || !profile) throw new AppError('KYC_INFO_REQUIRED');

  const images = await checkIdImages(input.data, language);
  const keys = await storeIdImages(ctx, merchant.id, member.id, images);
  const now = ctx.clock.now();
  const submitted = await ctx.db
    .transaction()
    .execute(async (tx) => {
      if (!(await moveKycStatus(tx, { memberId: member.id, merchantId: merchant.id, from: ['N'], to: 'P', now }))) return false;
      await attachImages(tx, member.id, keys, now);
      await appendAudit(tx, {
        merchantId: merchant.id,
        actorMemberId: member.id,
        action: 'kyc.submitted',
        subjectType: 'member',
        subjectId: member.id,
        ip: client.ip,
        detail: {
          from: 'N',
          to: 'P',
          images: { front: images.front.contentType, back: images.back.contentType, selfie: images.selfie.contentType },
        },
        at: now,
      });
      return true;
    })
    .catch(async (error: unknown) => {
      await discardImages(ctx, Object.values(keys));
      throw error;
    });
  if (!submitted) {
    await discardImages(ctx, Object.values(keys));
    return refuseAfterRace(ctx, merchant, member.id);
  }
  await discardImages(ctx, [profile.id_front_key, profile.id_back_key, profile.selfie_key]);
  return kycStateOf(ctx, merchant, member.id, 'P');
}
