import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { adminQuery, databaseUrlNamed, dropDatabase, uniqueDatabaseName } from './postgres-admin.test-kit';

/**
 * A test suite's database starts as a copy of one made once per run (database-templates.global-setup.ts):
 * migrated, with what the server writes on its first start, so that no suite runs the migrations
 * again. On SQLite the copy is an in-memory database read from the template's bytes; on PostgreSQL
 * it is `CREATE DATABASE … TEMPLATE`, a copy made inside the server.
 */
export interface DatabaseTemplates {
  /** A file holding the serialised SQLite template. */
  sqlite: string;
  /** The PostgreSQL template database's name, when the run's DATABASE_URL names PostgreSQL. */
  postgres: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

let sqliteImage: Buffer | undefined;

/** The SQLite template's bytes (read once per worker), or undefined in a run that made none. */
export function sqliteTemplateImage(): Buffer | undefined {
  const templates = inject('databaseTemplates');
  if (!templates) return undefined;
  return (sqliteImage ??= readFileSync(templates.sqlite));
}

/** A new PostgreSQL database copied from the run's template, beside the one `runUrl` names; undefined in a run that made none. */
export async function postgresFromTemplate(runUrl: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const template = inject('databaseTemplates')?.postgres;
  if (!template) return undefined;
  const name = uniqueDatabaseName('t');
  await adminQuery(runUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrlNamed(runUrl, name),
    drop: () => dropDatabase(runUrl, name),
  };
}
