import type { Executor } from '../../db/executor';

/** Started sign-ins and one-time login codes: rows found by a hash, used once, then left to expire. */
export async function insertState(
  db: Executor,
  row: { id: string; merchantId: number; provider: string; sealed: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('oidc_states')
    .values({
      id: row.id,
      merchant_id: row.merchantId,
      provider: row.provider,
      sealed: row.sealed,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Marks a live state used and returns its sealed payload; null when unknown, expired or already used. */
export async function consumeState(db: Executor, id: string, merchantId: number, provider: string, now: number): Promise<string | null> {
  const row = await db
    .updateTable('oidc_states')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('sealed')
    .executeTakeFirst();
  return row?.sealed ?? null;
}

export async function deleteExpiredStates(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('oidc_states').where('expires_at', '<', before).execute();
}

export async function insertLoginCode(
  db: Executor,
  row: { id: string; merchantId: number; memberId: number; provider: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('login_codes')
    .values({
      id: row.id,
      merchant_id: row.merchantId,
      member_id: row.memberId,
      provider: row.provider,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Marks a live code used and returns whose it is; null when unknown, expired or already used. */
export async function consumeLoginCode(db: Executor, id: string, merchantId: number, now: number) {
  return db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id as memberId', 'provider'])
    .executeTakeFirst();
}

export async function deleteExpiredLoginCodes(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('login_codes').where('expires_at', '<', before).execute();
}
