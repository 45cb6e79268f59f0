import type { Executor } from '../db/executor';

/**
 * The reads every log-in and every sign-up needs from the self-exclusion tables (migration 0030).
 * They live in the kernel because session and member sit below the self-exclusion module, which
 * writes these tables (modules/self-exclusion).
 */

/** The member's break in force at `now`: ACTIVE and not yet at its end (null end: permanent). */
export async function findBreakInForce(db: Executor, memberId: number, now: number) {
  return db
    .selectFrom('rg_breaks')
    .select(['id', 'kind', 'ends_at as endsAt'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
}

/** Whether one of the identity key hashes is on the exclusion list of this brand (or of every brand) at `now`. */
export async function excludedKeyListed(db: Executor, merchantId: number, keyHashes: string[], now: number): Promise<boolean> {
  if (keyHashes.length === 0) return false;
  const row = await db
    .selectFrom('rg_exclusion_list as l')
    .innerJoin('rg_breaks as b', 'b.id', 'l.break_id')
    .select('l.id')
    .where('l.key_hash', 'in', keyHashes)
    .where((eb) => eb.or([eb('l.merchant_id', '=', merchantId), eb('l.all_brands', '=', 1)]))
    .where('b.status', 'in', ['ACTIVE', 'REPLACED'])
    .where((eb) => eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', now)]))
    .executeTakeFirst();
  return row !== undefined;
}
