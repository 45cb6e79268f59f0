import type { Executor } from '../../db/database';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: string;
}

export async function findAnswer(db: Executor, scope: string, key: string): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, statusCode: row.status_code, response: row.response };
}

/** Claims the key; a second claim of the same key fails on the primary key (and waits for the first on PostgreSQL). */
export async function claimKey(db: Executor, scope: string, key: string, requestHash: string, now: number): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: requestHash, status_code: 0, response: '', created_at: now })
    .execute();
}

export async function saveAnswer(db: Executor, scope: string, key: string, statusCode: number, response: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}
