import { sql } from 'kysely';
import type { DialectName } from './database';
import type { Db } from './executor';

/**
 * Runs start-up bulk work (the migrations, the demo seed) on SQLite with commits that do not wait
 * for the disk, then writes everything to the database file, synced, before returning.
 *
 * SQLite runs with synchronous=FULL: every commit waits for an fsync. Migrations run statement by
 * statement (SQLite's DDL is not run in one transaction by the migrator) and the demo seed commits
 * several hundred times, so a first start spent most of its database time waiting for the disk.
 * WAL with synchronous=NORMAL stays consistent: a process crash loses nothing, and a power failure
 * in that second leaves the database as a crash between two of those commits would with FULL. The
 * checkpoint at the end makes all of it durable. PostgreSQL is left as it is.
 */
export async function withLazyCommits<T>(db: Db, dialect: DialectName, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return work();
  await sql`pragma synchronous = NORMAL`.execute(db);
  try {
    return await work();
  } finally {
    await sql`pragma synchronous = FULL`.execute(db);
    await sql`pragma wal_checkpoint(FULL)`.execute(db);
  }
}
