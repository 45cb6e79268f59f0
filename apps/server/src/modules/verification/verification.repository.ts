import type { SmsCodePurpose } from '@panalo/contract/verification';
import type { Executor } from '../../db/executor';

export interface NewCode {
  merchantId: number;
  purpose: SmsCodePurpose;
  phone: string;
  codeHash: string;
  salt: string;
  ip: string;
  status: 'sent' | 'held';
  now: number;
  expiresAt: number;
}

export async function insertCode(db: Executor, code: NewCode): Promise<number> {
  const row = await db
    .insertInto('verification_codes')
    .values({
      merchant_id: code.merchantId,
      purpose: code.purpose,
      phone: code.phone,
      code_hash: code.codeHash,
      salt: code.salt,
      ip: code.ip,
      status: code.status,
      attempts: 0,
      created_at: code.now,
      expires_at: code.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The gateway refused: the code was never delivered and must not count against the number. */
export async function markCodeFailed(db: Executor, id: number): Promise<void> {
  await db.updateTable('verification_codes').set({ status: 'failed' }).where('id', '=', id).execute();
}

/** The newest code for a number and purpose; only the newest one counts. */
export async function latestCode(db: Executor, merchantId: number, purpose: SmsCodePurpose, phone: string) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'salt', 'attempts', 'expires_at', 'used_at'])
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('phone', '=', phone)
    .where('status', '!=', 'failed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try before the code is compared, in one conditional update, so parallel guesses
 * cannot exceed the limit. False when the code is used up, dead or expired.
 */
export async function countAttempt(db: Executor, id: number, maxAttempts: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses a code up; false when another request used it first. */
export async function markCodeUsed(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sends since `since` to a number (not counting refused ones) and from a client. */
export async function recentSends(db: Executor, phone: string, ip: string, since: number) {
  const [toPhone, fromIp] = await Promise.all([
    db
      .selectFrom('verification_codes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('phone', '=', phone)
      .where('created_at', '>', since)
      .where('status', '!=', 'failed')
      .executeTakeFirst(),
    db
      .selectFrom('verification_codes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest'), eb.fn.max('created_at').as('latest')])
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst(),
  ]);
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    phone: { count: Number(toPhone?.n ?? 0), oldest: num(toPhone?.oldest) },
    ip: { count: Number(fromIp?.n ?? 0), oldest: num(fromIp?.oldest), latest: num(fromIp?.latest) },
  };
}

export async function deleteOldCodes(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('created_at', '<', before).execute();
}

/** The member a number belongs to in a brand, with whether an SMS code proved it. */
export async function findPhoneOwner(db: Executor, merchantId: number, phone: string) {
  return db
    .selectFrom('member_phones')
    .innerJoin('members', 'members.id', 'member_phones.member_id')
    .select(['members.id as memberId', 'members.username as username', 'member_phones.verified_at as verifiedAt'])
    .where('member_phones.merchant_id', '=', merchantId)
    .where('member_phones.phone', '=', phone)
    .executeTakeFirst();
}

/** The member's mobile number in E.164 when an SMS code has proved it; undefined otherwise. */
export async function verifiedPhoneOf(db: Executor, merchantId: number, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('member_phones')
    .select('phone')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.phone;
}

export async function insertMemberPhone(
  db: Executor,
  phone: { memberId: number; merchantId: number; phone: string; verifiedAt: number | null; now: number },
): Promise<void> {
  await db
    .insertInto('member_phones')
    .values({
      member_id: phone.memberId,
      merchant_id: phone.merchantId,
      phone: phone.phone,
      verified_at: phone.verifiedAt,
      created_at: phone.now,
    })
    .execute();
}
