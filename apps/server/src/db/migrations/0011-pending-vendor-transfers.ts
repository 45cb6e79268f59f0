import { sql, type Kysely } from 'kysely';

/**
 * Recovery looks for vendor transfers still PENDING; nothing else reads transfers by status. The
 * index of every transfer by (status, created_at) took a second entry each time a transfer
 * finished. Now only PENDING rows are indexed: a finished transfer adds no entry here. (Its update
 * is still not HOT on PostgreSQL, the status being in this index's predicate, so the other indexes
 * do take one.) Old PENDING entries stay until vacuum; the finish therefore finds its transfer by
 * reference, never through this index (vendor-transfer-batch.repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vendor_transfers_status').execute();
  await db.schema
    .createIndex('vendor_transfers_pending')
    .on('vendor_transfers')
    .column('created_at')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
}
