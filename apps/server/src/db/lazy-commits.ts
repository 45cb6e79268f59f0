import { sql } from 'kysely';
import type { DialectName } from './database';
import type { Db } from './executor';

/**
 * Runs start-up bulk work (the migrations, the demo seed) on SQLite with commits that do not wait
 * for the disk, then writes everything to the database file, synced, before returning.
 *
 * Every SQLite commit waits for an fsync of the write-ahead log (sqlite-durable-commits.ts).
 * Migrations run statement by statement (SQLite's DDL is not run in one transaction by the
 * migrator) and the demo seed commits several hundred times, so a first start spent most of its
 * database time waiting for the disk. WAL with synchronous=OFF stays consistent: a process crash
 * loses nothing, and a power failure in that second leaves the database as a crash between two of
 * those commits would. The checkpoint at the end, back under NORMAL (which syncs the log and the
 * file around a checkpoint), makes all of it durable. PostgreSQL is left as it is.
 */
export async function withLazyCommits<T>(db: Db, dialect: DialectName, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return work();
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  const before = rows[0]?.synchronous ?? 1;
  await sql`pragma synchronous = OFF`.execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`pragma synchronous = ${Number(before)}`).execute(db);
    await sql`pragma wal_checkpoint(FULL)`.execute(db);
  }
}
