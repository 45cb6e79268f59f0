import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { NewMember } from '../../db/schema';
import { countNewMember } from '../../kernel/team-counts';
import { selectProfile } from './member-info';

export async function findMemberByUsername(db: Executor, merchantId: number, username: string) {
  return db.selectFrom('members').selectAll().where('merchant_id', '=', merchantId).where('username', '=', username).executeTakeFirst();
}

export async function findMemberWithCredentials(db: Executor, merchantId: number, username: string) {
  return db
    .selectFrom('members')
    .innerJoin('credentials', 'credentials.member_id', 'members.id')
    .selectAll('members')
    .select(['credentials.password_hash', 'credentials.password_changed_at', 'credentials.must_change'])
    .where('members.merchant_id', '=', merchantId)
    .where('members.username', '=', username)
    .executeTakeFirst();
}

export async function findCredentials(db: Executor, memberId: number) {
  return db.selectFrom('credentials').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function findMemberProfile(db: Executor, memberId: number) {
  return selectProfile(db).where('members.id', '=', memberId).executeTakeFirst();
}

export async function findAgentByReferralCode(db: Executor, merchantId: number, code: string, agentTypes: readonly number[]) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('referral_code', '=', code)
    .where('type', 'in', [...agentTypes])
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * Inserts a member and their place in the tree (member_tree, the closure table): a row to
 * themselves and one to each ancestor of their upline, one level further. Call it inside the
 * transaction that creates the member, so the tree never misses anyone.
 */
export async function insertMember(db: Executor, member: NewMember): Promise<number> {
  const row = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('member_tree').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
  if (member.upline_id != null) {
    const uplineId = member.upline_id;
    await db
      .insertInto('member_tree')
      .columns(['ancestor_id', 'descendant_id', 'depth'])
      .expression((eb) =>
        eb
          .selectFrom('member_tree')
          .select((inner) => [
            'ancestor_id',
            sql<number>`cast(${row.id} as integer)`.as('descendant_id'),
            inner(inner.ref('depth'), '+', 1).as('depth'),
          ])
          .where('descendant_id', '=', uplineId),
      )
      .execute();
    // Every agent above counts them as new on the day they registered (the overview's figures).
    await countNewMember(db, { id: row.id, merchantId: member.merchant_id, createdAt: Number(member.created_at) });
  }
  return row.id;
}

export async function insertCredentials(
  db: Executor,
  memberId: number,
  passwordHash: string,
  now: number,
  mustChange = false,
): Promise<void> {
  await db
    .insertInto('credentials')
    .values({
      member_id: memberId,
      password_hash: passwordHash,
      password_changed_at: now,
      must_change: mustChange ? 1 : 0,
      updated_at: now,
    })
    .execute();
}

export async function updatePassword(db: Executor, memberId: number, passwordHash: string, now: number): Promise<void> {
  await db
    .updateTable('credentials')
    .set({ password_hash: passwordHash, password_changed_at: now, must_change: 0, updated_at: now })
    .where('member_id', '=', memberId)
    .execute();
}

export async function markLoggedIn(db: Executor, memberId: number, now: number): Promise<void> {
  await db.updateTable('members').set({ last_login_at: now }).where('id', '=', memberId).execute();
}

export async function setPaymentPasswordHash(db: Executor, memberId: number, hash: string, now: number): Promise<void> {
  await db.updateTable('credentials').set({ payment_password_hash: hash, updated_at: now }).where('member_id', '=', memberId).execute();
}

/** Accounts (players and agents, not staff) the brand registered since a moment. */
export async function countRegistrations(db: Executor, merchantId: number, since: number, staffType: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('type', '!=', staffType)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Notes a device id the member used (registration, log-in), as member_ips notes addresses. */
export async function recordMemberDevice(db: Executor, memberId: number, deviceId: string, now: number): Promise<void> {
  await db
    .insertInto('member_devices')
    .values({ member_id: memberId, device_id: deviceId, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'device_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
}
