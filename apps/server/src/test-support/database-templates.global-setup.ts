import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { isPostgresUrl } from '../db/database';
import type { DatabaseTemplates } from './database-templates.test-kit';
import { adminQuery, databaseUrlNamed, dropDatabase, uniqueDatabaseName } from './postgres-admin.test-kit';

/** Starts the server once on an empty database, so that it migrates it and writes its first-start rows (its keys). */
async function firstStart(databaseUrl: string): Promise<void> {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, SEED_DEMO: 'false', STUDIO_SCHEDULE_MS: '0' }),
  );
  await app.close();
}

/**
 * Vitest's global set-up of the server tests: the run's database templates
 * (database-templates.test-kit.ts), made once and dropped at the run's end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-templates-'));
  const file = join(dir, 'template.db');
  await firstStart(`sqlite:${file}`);
  // Serialised from a rollback-journal database: an in-memory copy cannot keep a write-ahead log.
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = DELETE');
  const image = join(dir, 'template.image');
  writeFileSync(image, sqlite.serialize());
  sqlite.close();

  const runUrl = process.env.DATABASE_URL;
  const postgres = runUrl && isPostgresUrl(runUrl) ? uniqueDatabaseName('tpl') : null;
  if (runUrl && postgres) {
    await adminQuery(runUrl, `CREATE DATABASE ${postgres}`);
    await firstStart(databaseUrlNamed(runUrl, postgres));
  }
  const templates: DatabaseTemplates = { sqlite: image, postgres };
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (runUrl && postgres) await dropDatabase(runUrl, postgres);
  };
}
