import type { Executor } from '../../db/executor';
import type { IdentityKey } from '../../kernel/play-restrictions';

/** The only database code of time-outs and self-exclusions (tables of migration 0030). */

/**
 * Takes the member's lock row (inserted on first use, then bumped): on PostgreSQL the row lock
 * queues every other change of this member's breaks until this transaction ends; SQLite has one
 * writer anyway. The partial unique index (one ACTIVE per member) backs it in the database.
 */
export async function lockMemberBreaks(tx: Executor, memberId: number): Promise<void> {
  await tx
    .insertInto('rg_break_locks')
    .values({ member_id: memberId, version: 1 })
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ version: eb('rg_break_locks.version', '+', 1) })))
    .execute();
}

/** Closes the member's ACTIVE break whose end has passed (status ENDED, or LIFTED after a lift request); answers it. */
export async function closeRunOutBreak(tx: Executor, memberId: number, now: number) {
  const row = await tx
    .selectFrom('rg_breaks')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .where('ends_at', '<=', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const status = row.lift_requested_at === null ? 'ENDED' : 'LIFTED';
  await tx.updateTable('rg_breaks').set({ status, closed_at: row.ends_at }).where('id', '=', row.id).execute();
  return { ...row, status };
}

export function activeBreak(db: Executor, memberId: number) {
  return db.selectFrom('rg_breaks').selectAll().where('member_id', '=', memberId).where('status', '=', 'ACTIVE').executeTakeFirst();
}

export type BreakRow = NonNullable<Awaited<ReturnType<typeof activeBreak>>>;

export interface NewBreak {
  merchantId: number;
  memberId: number;
  kind: 'TIME_OUT' | 'SELF_EXCLUSION';
  period: string;
  source: 'PLAYER' | 'STAFF';
  startsAt: number;
  endsAt: number | null;
  liftableFrom: number | null;
  staffId: number | null;
  reason: string | null;
}

export async function insertBreak(tx: Executor, entry: NewBreak): Promise<number> {
  const row = await tx
    .insertInto('rg_breaks')
    .values({
      merchant_id: entry.merchantId,
      member_id: entry.memberId,
      kind: entry.kind,
      period: entry.period,
      status: 'ACTIVE',
      source: entry.source,
      starts_at: entry.startsAt,
      ends_at: entry.endsAt,
      liftable_from: entry.liftableFrom,
      staff_id: entry.staffId,
      reason: entry.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A longer break takes the place of the one in force; the replaced one stays in the history. */
export async function markReplaced(tx: Executor, breakId: number, now: number): Promise<void> {
  await tx
    .updateTable('rg_breaks')
    .set({ status: 'REPLACED', closed_at: now })
    .where('id', '=', breakId)
    .where('status', '=', 'ACTIVE')
    .execute();
}

/** A granted lift request: the break now ends at `endsAt` (the request time + 7 days). */
export async function recordLiftRequest(tx: Executor, breakId: number, now: number, endsAt: number): Promise<boolean> {
  const result = await tx
    .updateTable('rg_breaks')
    .set({ lift_requested_at: now, ends_at: endsAt })
    .where('id', '=', breakId)
    .where('status', '=', 'ACTIVE')
    .where('lift_requested_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function breakHistory(db: Executor, memberId: number, limit: number) {
  return db
    .selectFrom('rg_breaks as b')
    .leftJoin('members as s', 's.id', 'b.staff_id')
    .selectAll('b')
    .select('s.username as staffName')
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertListKeys(
  tx: Executor,
  entry: { merchantId: number; allBrands: boolean; breakId: number; keys: IdentityKey[]; now: number },
): Promise<void> {
  if (entry.keys.length === 0) return;
  await tx
    .insertInto('rg_exclusion_list')
    .values(
      entry.keys.map((key) => ({
        merchant_id: entry.merchantId,
        all_brands: entry.allBrands ? 1 : 0,
        break_id: entry.breakId,
        key_kind: key.kind,
        key_hash: key.hash,
        created_at: entry.now,
      })),
    )
    .execute();
}

/** The member of this brand with what identifies them: mobile, e-mail, and the KYC name and birthday if any. */
export function memberIdentity(db: Executor, merchantId: number, memberId: number) {
  return db
    .selectFrom('members as m')
    .leftJoin('kyc_profiles as k', 'k.member_id', 'm.id')
    .select(['m.id', 'm.username', 'm.type', 'm.mobile_num as mobile', 'm.email', 'k.full_name as name', 'k.birthday'])
    .where('m.id', '=', memberId)
    .where('m.merchant_id', '=', merchantId)
    .executeTakeFirst();
}
