import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeDatabase, createFreshDatabase, redact } from './postgres';

/** One database a bench runs on: its URL for the app, and how to remove it afterwards. */
export interface Section {
  database: 'SQLite' | 'PostgreSQL';
  url: string;
  /** After the warm-up: what the database's own upkeep would have done by then on a live server. */
  settle(): Promise<void>;
  drop(): Promise<void>;
}

/** A fresh SQLite file `<file>.db` in its own temporary folder. */
export async function sqliteSection(file: string): Promise<Section> {
  const dir = await mkdtemp(join(tmpdir(), `panalo-${file}-bench-`));
  return {
    database: 'SQLite',
    url: `sqlite:${join(dir, `${file}.db`)}`,
    settle: async () => undefined, // SQLite gathers no statistics on its own
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database, or null (said in one line) when the server cannot be used. */
export async function postgresSection(adminUrl: string): Promise<Section | null> {
  try {
    const fresh = await createFreshDatabase(adminUrl);
    // The tables start empty, and a statement planned then keeps that plan until autovacuum
    // analyzes them, which a short run never sees: without this, a run measures cold-start plans.
    return { database: 'PostgreSQL', url: fresh.url, settle: () => analyzeDatabase(fresh.url), drop: fresh.drop };
  } catch (error) {
    console.error(
      `PostgreSQL at ${redact(adminUrl)} cannot be used (${error instanceof Error ? error.message : String(error)}); SQLite only.`,
    );
    return null;
  }
}
