import type { StaffRole } from '@panalo/contract/staff';
import { STAFF_ROLES } from '@panalo/contract/staff';
import type { Executor } from '../../db/executor';

/* Staff roles, authenticators, recovery codes and sign-in challenges (migration 0020). */

/** A staff member's roles on a brand: those granted there, and the platform-owner role, which holds on every brand. */
export async function findRoles(db: Executor, merchantId: number, memberId: number): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('role')
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('role', '=', 'platform_owner')]))
    .execute();
  const roles = new Set(rows.map((row) => row.role));
  return STAFF_ROLES.filter((role) => roles.has(role));
}

/** Whether a staff member holds the platform-owner role (granted on their own brand, valid on all). */
export async function isPlatformOwner(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_roles')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('role', '=', 'platform_owner')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRole(db: Executor, row: { merchantId: number; memberId: number; role: StaffRole; now: number }) {
  await db
    .insertInto('staff_roles')
    .values({ merchant_id: row.merchantId, member_id: row.memberId, role: row.role, created_at: row.now })
    .onConflict((c) => c.columns(['member_id', 'role']).doNothing())
    .execute();
}

export async function findTwoFactor(db: Executor, memberId: number) {
  return db.selectFrom('staff_two_factor').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** A new (unconfirmed) secret replaces an unconfirmed one; a confirmed one is never replaced here. */
export async function upsertPendingTwoFactor(db: Executor, row: { memberId: number; merchantId: number; sealed: string; now: number }) {
  await db.deleteFrom('staff_two_factor').where('member_id', '=', row.memberId).where('confirmed_at', 'is', null).execute();
  await db
    .insertInto('staff_two_factor')
    .values({
      member_id: row.memberId,
      merchant_id: row.merchantId,
      secret_sealed: row.sealed,
      confirmed_at: null,
      last_step: null,
      created_at: row.now,
    })
    .onConflict((c) => c.column('member_id').doNothing())
    .execute();
}

export async function insertConfirmedTwoFactor(db: Executor, row: { memberId: number; merchantId: number; sealed: string; now: number }) {
  await db
    .insertInto('staff_two_factor')
    .values({
      member_id: row.memberId,
      merchant_id: row.merchantId,
      secret_sealed: row.sealed,
      confirmed_at: row.now,
      last_step: null,
      created_at: row.now,
    })
    .execute();
}

/**
 * Records the time step a code was accepted for, only if it is later than the last one: a code
 * cannot be used twice, not even by two requests at the same moment. Confirms an enrolment too.
 */
export async function useTimeStep(db: Executor, memberId: number, step: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_two_factor')
    .set((eb) => ({ last_step: step, confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)) }))
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Executor, memberId: number, hashes: string[]) {
  await db.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((hash) => ({ member_id: memberId, code_hash: hash, used_at: null })))
    .execute();
}

/** Uses a recovery code once: true when an unused one had this hash. */
export async function useRecoveryCode(db: Executor, memberId: number, hash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChallenge(
  db: Executor,
  row: { merchantId: number; memberId: number; tokenHash: string; now: number; expiresAt: number },
) {
  await db
    .insertInto('staff_challenges')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findOpenChallenge(db: Executor, merchantId: number, tokenHash: string, now: number) {
  return db
    .selectFrom('staff_challenges')
    .select(['id', 'member_id'])
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends a challenge once; false when another request ended it first. */
export async function closeChallenge(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStaleChallenges(db: Executor, before: number) {
  await db.deleteFrom('staff_challenges').where('expires_at', '<', before).execute();
}

/** The brand's staff (type 9 accounts) with their roles and whether an authenticator is enrolled. */
export async function listStaff(db: Executor, merchantId: number, staffType: number) {
  const members = await db
    .selectFrom('members')
    .innerJoin('credentials', 'credentials.member_id', 'members.id')
    .leftJoin('staff_two_factor', 'staff_two_factor.member_id', 'members.id')
    .select([
      'members.id',
      'members.username',
      'members.email',
      'members.status',
      'members.last_login_at',
      'members.created_at',
      'credentials.must_change',
      'staff_two_factor.confirmed_at',
    ])
    .where('members.merchant_id', '=', merchantId)
    .where('members.type', '=', staffType)
    .orderBy('members.username')
    .execute();
  const roles = await db.selectFrom('staff_roles').select(['member_id', 'role']).where('merchant_id', '=', merchantId).execute();
  return members.map((member) => ({
    ...member,
    roles: roles
      .filter((row) => row.member_id === member.id)
      .map((row) => row.role)
      .filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)),
  }));
}

export async function replaceRoles(db: Executor, row: { merchantId: number; memberId: number; roles: readonly StaffRole[]; now: number }) {
  await db.deleteFrom('staff_roles').where('member_id', '=', row.memberId).execute();
  for (const role of row.roles) await insertRole(db, { ...row, role });
}

/** Forgets the authenticator and its recovery codes: the next sign-in enrols a new one. */
export async function deleteTwoFactor(db: Executor, memberId: number) {
  await db.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
  await db.deleteFrom('staff_two_factor').where('member_id', '=', memberId).execute();
  await db.deleteFrom('staff_challenges').where('member_id', '=', memberId).execute();
}

/** When a staff account was made (its age decides whether it may yet decide four-eyes requests). */
export async function accountCreatedAt(db: Executor, memberId: number): Promise<number | null> {
  const row = await db.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

export async function setMemberStatus(db: Executor, memberId: number, status: string, now: number) {
  await db.updateTable('members').set({ status, updated_at: now }).where('id', '=', memberId).execute();
}

/** Every active brand (not the free-play twins), for the platform owner's brand picker. */
export async function listActiveBrands(db: Executor): Promise<{ code: string; name: string }[]> {
  return db
    .selectFrom('merchants')
    .select(['code', 'name'])
    .where('status', '=', 'active')
    .where('is_trial', '=', 0)
    .orderBy('name')
    .orderBy('code')
    .execute();
}
