import type { Executor } from '../../db/executor';
import type { MailLinkPurpose } from '../../db/schema-recovery';

export async function insertResetToken(
  db: Executor,
  token: { merchantId: number; memberId: number; purpose: MailLinkPurpose; tokenHash: string; ip: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      purpose: token.purpose,
      merchant_id: token.merchantId,
      member_id: token.memberId,
      token_hash: token.tokenHash,
      ip: token.ip,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Takes the member's row lock for the rest of the transaction (a no-op update; portable, unlike
 * FOR UPDATE), so two requests for one account count and insert their links one after the other.
 */
export async function lockMemberForReset(db: Executor, memberId: number): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', memberId)
    .execute();
}

/** Links of one purpose sent to a member since `since` (the per-account mail limit). */
export async function countResetTokensSince(db: Executor, memberId: number, purpose: MailLinkPurpose, since: number): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteResetTokensBefore(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', before).execute();
}

/** A link's token row of one purpose, with what using it needs of its member: their state and last password change. */
export async function findResetToken(db: Executor, merchantId: number, tokenHash: string, purpose: MailLinkPurpose = 'reset') {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('members', 'members.id', 'password_reset_tokens.member_id')
    .innerJoin('credentials', 'credentials.member_id', 'members.id')
    .select([
      'password_reset_tokens.id as id',
      'password_reset_tokens.created_at as createdAt',
      'password_reset_tokens.expires_at as expiresAt',
      'password_reset_tokens.used_at as usedAt',
      'members.id as memberId',
      'members.username as username',
      'members.type as type',
      'members.status as status',
      'credentials.password_changed_at as passwordChangedAt',
    ])
    .where('password_reset_tokens.merchant_id', '=', merchantId)
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.purpose', '=', purpose)
    .executeTakeFirst();
}

/** Uses a link up; false when another request used it first or it expired meanwhile. */
export async function spendResetToken(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every other link of the member for that purpose stops working once one of them was used. */
export async function spendMemberResetTokens(
  db: Executor,
  memberId: number,
  now: number,
  purpose: MailLinkPurpose = 'reset',
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
