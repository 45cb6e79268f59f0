import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from './database';

export interface MigrationContext {
  dialect: DialectName;
}

/** An integer primary key that the database numbers: SERIAL on PostgreSQL, ROWID alias on SQLite. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Makes a table append-only in the database itself: updates and deletes raise an error. */
export async function appendOnly(db: Kysely<unknown>, dialect: DialectName, table: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION '${table} is append-only'; END $$;
         CREATE TRIGGER ${table}_no_update BEFORE UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION ${table}_append_only();`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`)
    .execute(db);
}
