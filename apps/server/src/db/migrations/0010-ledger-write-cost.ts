import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-helpers';

/**
 * Less work per posting (docs/performance.md, Wallet):
 * - `ledger_entries_posting` goes: nothing looks entries up by their posting (history reads them by
 *   account, and a posting's entries are only ever joined from the posting side in full scans), so
 *   it cost two index writes per posting for no reader.
 * - On PostgreSQL the tables whose rows are updated in place (account balances, idempotency keys
 *   once answered, vendor transfers once finished) keep a fifth of each page free, so those updates
 *   stay on the page (HOT) and write no index entry.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema.dropIndex('ledger_entries_posting').execute();
  if (dialect !== 'postgres') return;
  for (const table of ['ledger_accounts', 'idempotency_keys', 'vendor_transfers']) {
    await sql.raw(`ALTER TABLE ${table} SET (fillfactor = 80)`).execute(db);
  }
}
