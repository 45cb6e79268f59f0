import { sql } from 'kysely';
import type { Db } from '../../db/executor';

/** Whether a migration of this name has been applied (Kysely's own bookkeeping table). */
export async function migrationApplied(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration WHERE name = ${name}`.execute(db);
  return rows.length > 0;
}
