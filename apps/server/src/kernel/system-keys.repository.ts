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

/**
 * Makes the kind's one shared key unless a process already made it: every first use writes the
 * same fixed slot, so of many processes (or parallel requests) starting at once exactly one key is
 * kept, and every caller reads that one. Keys kept under older random slots still come first.
 */
export async function claimSharedKey(
  db: Executor,
  key: { kind: string; privatePem: string; publicJwk: JsonWebKey; now: number },
): Promise<string> {
  await insertKey(db, { ...key, kid: `${key.kind}:shared` });
  return (await findOldestKey(db, key.kind))!;
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
