import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { randomId } from '../lib/tokens';
import { entryHash, GENESIS_HASH } from './audit-chain';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from './database';
import { migrateTo, migrateToLatest } from './migrate';

const url = process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : 'sqlite::memory:';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** Migration 0024 chains the audit entries a database already has, per brand, and keeps the log append-only. */
describe(`the audit chain's backfill (${isPostgresUrl(url) ? 'postgres' : 'sqlite'})`, () => {
  const schema = isPostgresUrl(url)
    ? `t_${randomId(8)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`
    : undefined;
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    if (schema) await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
  });

  it('chains existing entries in id order per brand, with each chain head at its last entry', async () => {
    if (schema) await adminQuery(`CREATE SCHEMA ${schema}`);
    handle = openDatabase(url, { searchPath: schema });
    await migrateTo(handle, '0020-staff');
    const db = handle.db;
    const now = Date.now();
    for (const [i, merchant] of [1, 2, 1, null, 1, 2].entries()) {
      await sql`INSERT INTO audit_log (merchant_id, actor_member_id, action, subject_type, subject_id, ip, detail, created_at)
        VALUES (${merchant}, ${null}, ${`old.${i}`}, 'test', ${String(i)}, '203.0.113.1', '{"n":1}', ${now + i})`.execute(db);
    }
    await migrateToLatest(handle);

    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const heads = await db.selectFrom('audit_chain_heads').selectAll().execute();
    for (const chain of [1, 2, null]) {
      const entries = rows.filter((row) => row.merchant_id === chain);
      let previous = GENESIS_HASH;
      for (const entry of entries) {
        expect(entry.prev_hash).toBe(previous);
        expect(entry.hash).toBe(entryHash({ ...entry, created_at: Number(entry.created_at) }));
        previous = entry.hash;
      }
      const head = heads.find((row) => Number(row.chain_key) === (chain ?? 0))!;
      expect({ id: Number(head.last_id), hash: head.last_hash }).toEqual({ id: entries.at(-1)!.id, hash: previous });
    }
    // The append-only triggers are back in place.
    await expect(db.updateTable('audit_log').set({ action: 'changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
