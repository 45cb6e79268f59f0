import type { Selectable } from 'kysely';
import type { StudioDb, StudioSeedPairsTable } from './studio-schema';

export type StudioSeedPair = Selectable<StudioSeedPairsTable>;

/** The studio's seed pairs, one ACTIVE per game session (the unique index holds it under races). */
export const findActiveSeedPair = (db: StudioDb, sessionKey: string) =>
  db.selectFrom('studio_seed_pairs').selectAll().where('session_key', '=', sessionKey).where('status', '=', 'ACTIVE').executeTakeFirst();

export async function insertSeedPair(
  db: StudioDb,
  pair: { sessionKey: string; serverSeed: string; serverSeedHash: string; clientSeed: string; now: number },
): Promise<void> {
  await db
    .insertInto('studio_seed_pairs')
    .values({
      session_key: pair.sessionKey,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: 0,
      status: 'ACTIVE',
      created_at: pair.now,
      revealed_at: null,
    })
    .execute();
}

/** Takes nonce `expected` of a pair; false when another round took it first (the caller reads the pair again). */
export async function takeSeedNonce(db: StudioDb, id: number, expected: number): Promise<boolean> {
  const result = await db
    .updateTable('studio_seed_pairs')
    .set({ nonce: expected + 1 })
    .where('id', '=', id)
    .where('nonce', '=', expected)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revealSeedPair(db: StudioDb, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('studio_seed_pairs')
    .set({ status: 'REVEALED', revealed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const revealedSeedPairs = (db: StudioDb, sessionKey: string, limit: number) =>
  db
    .selectFrom('studio_seed_pairs')
    .selectAll()
    .where('session_key', '=', sessionKey)
    .where('status', '=', 'REVEALED')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
