import type { Executor } from '../../db/executor';

/** Members linked to a provider account: one row per (brand, issuer, subject). */
export async function findLinkedMember(db: Executor, merchantId: number, issuer: string, subject: string) {
  return db
    .selectFrom('member_identities')
    .innerJoin('members', 'members.id', 'member_identities.member_id')
    .select(['members.id', 'members.username', 'members.type', 'members.status', 'member_identities.id as identityId'])
    .where('member_identities.merchant_id', '=', merchantId)
    .where('member_identities.issuer', '=', issuer)
    .where('member_identities.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Executor,
  row: { merchantId: number; memberId: number; provider: string; issuer: string; subject: string; email: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('member_identities')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      provider: row.provider,
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      created_at: row.now,
      last_login_at: row.now,
    })
    .execute();
}

export async function touchIdentity(db: Executor, identityId: number, email: string | null, now: number): Promise<void> {
  await db.updateTable('member_identities').set({ last_login_at: now, email }).where('id', '=', identityId).execute();
}

export async function listIdentities(db: Executor, memberId: number) {
  return db.selectFrom('member_identities').select(['provider', 'issuer', 'subject']).where('member_id', '=', memberId).execute();
}

export async function findMemberForLogin(db: Executor, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'status', 'last_login_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
