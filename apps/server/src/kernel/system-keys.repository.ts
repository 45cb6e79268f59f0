import type { Executor } from '../db/executor';

/** The oldest key of a kind: when two processes make one at once, everybody takes the same. */
export async function findOldestKey(db: Executor, kind: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('system_keys')
    .select('private_pem')
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('kid')
    .executeTakeFirst();
  return row?.private_pem;
}

export async function insertKey(
  db: Executor,
  key: { kid: string; kind: string; privatePem: string; publicJwk: JsonWebKey; now: number },
): Promise<void> {
  await db
    .insertInto('system_keys')
    .values({ kid: key.kid, kind: key.kind, private_pem: key.privatePem, public_jwk: JSON.stringify(key.publicJwk), created_at: key.now })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}
