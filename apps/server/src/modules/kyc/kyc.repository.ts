import type { Insertable } from 'kysely';
import type { KycStatus } from '@panalo/contract/kyc';
import type { Executor } from '../../db/executor';
import type { KycProfilesTable } from '../../db/schema-kyc';

/** The member's KYC state and registration time (members.kyc_status is the state of record). */
export async function findKycMember(db: Executor, merchantId: number, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'kyc_status', 'created_at'])
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function findKycProfile(db: Executor, memberId: number) {
  return db.selectFrom('kyc_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/**
 * Moves the member's KYC state, only from one of `from`: the conditional update is the lock, so
 * two submissions or two reviews at once cannot both pass. Returns whether it moved.
 */
export async function moveKycStatus(
  db: Executor,
  change: { memberId: number; merchantId: number; from: readonly KycStatus[]; to: KycStatus; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ kyc_status: change.to, updated_at: change.now })
    .where('id', '=', change.memberId)
    .where('merchant_id', '=', change.merchantId)
    .where('kyc_status', 'in', [...change.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type PersonalInfoRow = Omit<
  Insertable<KycProfilesTable>,
  'id_front_key' | 'id_back_key' | 'selfie_key' | 'submitted_at' | 'reviewed_by' | 'reviewed_at' | 'reject_reason'
>;

/** Saves (or replaces) the personal info; a new round starts with no review on it. */
export async function savePersonalInfoRow(db: Executor, row: PersonalInfoRow): Promise<void> {
  const { member_id: _member, merchant_id: _merchant, created_at: _created, ...changes } = row;
  await db
    .insertInto('kyc_profiles')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({ ...changes, reviewed_by: null, reviewed_at: null, reject_reason: null }),
    )
    .execute();
}

export async function attachImages(
  db: Executor,
  memberId: number,
  keys: { front: string; back: string; selfie: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('kyc_profiles')
    .set({ id_front_key: keys.front, id_back_key: keys.back, selfie_key: keys.selfie, submitted_at: now, updated_at: now })
    .where('member_id', '=', memberId)
    .execute();
}

export async function recordReview(db: Executor, memberId: number, review: { by: number; at: number; reason: string | null }) {
  await db
    .updateTable('kyc_profiles')
    .set({ reviewed_by: review.by, reviewed_at: review.at, reject_reason: review.reason, updated_at: review.at })
    .where('member_id', '=', memberId)
    .execute();
}

/** Whether the member set a withdrawal password and proved a mobile number (the security center's other items). */
export async function securityFacts(db: Executor, memberId: number) {
  const [credentials, phone] = await Promise.all([
    db.selectFrom('credentials').select('payment_password_hash').where('member_id', '=', memberId).executeTakeFirst(),
    db.selectFrom('member_phones').select('verified_at').where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  return { paymentPasswordSet: Boolean(credentials?.payment_password_hash), mobileVerified: phone?.verified_at != null };
}

/** A brand's submissions in one state, oldest submission first (the review queue). */
export async function listKycSubmissions(db: Executor, merchantId: number, status: KycStatus, page: { pageNo: number; pageSize: number }) {
  const base = db
    .selectFrom('kyc_profiles')
    .innerJoin('members', 'members.id', 'kyc_profiles.member_id')
    .where('kyc_profiles.merchant_id', '=', merchantId)
    .where('members.kyc_status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('kyc_profiles')
      .select(['members.username', 'members.kyc_status'])
      .orderBy('kyc_profiles.submitted_at')
      .orderBy('kyc_profiles.member_id')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** How many of the brand's members wait for a KYC review (status P). */
export async function countKycToReview(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('kyc_status', '=', 'P')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
