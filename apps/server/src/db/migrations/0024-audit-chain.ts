import { sql, type Kysely } from 'kysely';
import { chainKeyOf, entryHash, GENESIS_HASH } from '../audit-chain';
import type { MigrationContext } from '../migration-helpers';

/**
 * The audit log becomes a hash chain per brand: each entry holds the previous entry's hash and its
 * own, and audit_chain_heads names each chain's last entry (writers lock it, so parallel writers
 * chain in turn). Entries already written are chained here, in id order, with the append-only
 * triggers lifted for this migration only.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('audit_chain_heads')
    .addColumn('chain_key', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer')
    .addColumn('last_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_merchant').on('audit_log').columns(['merchant_id', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_member_id', 'id']).execute();

  await withUpdatesAllowed(db, dialect, async () => {
    const rows = await sql<{
      id: number;
      merchant_id: number | null;
      actor_member_id: number | null;
      action: string;
      subject_type: string;
      subject_id: string | null;
      ip: string | null;
      detail: string;
      created_at: number;
    }>`SELECT id, merchant_id, actor_member_id, action, subject_type, subject_id, ip, detail, created_at FROM audit_log ORDER BY id`.execute(
      db,
    );
    const heads = new Map<number, { id: number; hash: string }>();
    for (const row of rows.rows) {
      const key = chainKeyOf(row.merchant_id);
      const prev = heads.get(key)?.hash ?? GENESIS_HASH;
      const hash = entryHash({ ...row, created_at: Number(row.created_at), prev_hash: prev });
      await sql`UPDATE audit_log SET prev_hash = ${prev}, hash = ${hash} WHERE id = ${row.id}`.execute(db);
      heads.set(key, { id: Number(row.id), hash });
    }
    for (const [key, head] of heads)
      await sql`INSERT INTO audit_chain_heads (chain_key, last_id, last_hash) VALUES (${key}, ${head.id}, ${head.hash})`.execute(db);
  });
}

/** Lifts the append-only triggers of migration 0001 around `work`, and puts them back. */
async function withUpdatesAllowed(db: Kysely<unknown>, dialect: MigrationContext['dialect'], work: () => Promise<void>) {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update`.execute(db);
    await work();
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update`.execute(db);
    return;
  }
  await sql`DROP TRIGGER audit_log_no_update`.execute(db);
  await work();
  await sql
    .raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)
    .execute(db);
}
