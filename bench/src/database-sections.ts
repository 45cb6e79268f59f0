import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, redact } from './postgres';

/** One database a bench runs on: its URL for the app, and how to remove it afterwards. */
export interface Section {
  database: 'SQLite' | 'PostgreSQL';
  url: string;
  drop(): Promise<void>;
}

/** A fresh SQLite file `<file>.db` in its own temporary folder. */
export async function sqliteSection(file: string): Promise<Section> {
  const dir = await mkdtemp(join(tmpdir(), `panalo-${file}-bench-`));
  return { database: 'SQLite', url: `sqlite:${join(dir, `${file}.db`)}`, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database, or null (said in one line) when the server cannot be used. */
export async function postgresSection(adminUrl: string): Promise<Section | null> {
  try {
    const fresh = await createFreshDatabase(adminUrl);
    return { database: 'PostgreSQL', url: fresh.url, drop: fresh.drop };
  } catch (error) {
    console.error(
      `PostgreSQL at ${redact(adminUrl)} cannot be used (${error instanceof Error ? error.message : String(error)}); SQLite only.`,
    );
    return null;
  }
}
