import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { entryHash, GENESIS_HASH } from './audit-chain';
import { migrateToLatest } from './migrate';
import { openDatabaseAt, testDatabaseName } from '../test-support/test-app.test-kit';

/** Migration 0024 chains the audit entries a database already has, per brand, and keeps the log append-only. */
describe(`the audit chain's backfill (${testDatabaseName()})`, () => {
  let database: Awaited<ReturnType<typeof openDatabaseAt>> | undefined;
  afterAll(() => database?.close());

  it('chains existing entries in id order per brand, with each chain head at its last entry', async () => {
    database = await openDatabaseAt('0020-staff');
    const { handle } = database;
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
