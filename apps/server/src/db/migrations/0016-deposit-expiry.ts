import { sql, type Kysely } from 'kysely';

/**
 * Pending deposits end: the member cancels one, or it expires after the brand's
 * `wallet.depositExpiryMinutes` (docs/payments.md). `expires_at` is fixed when the deposit starts;
 * deposits made before this migration get thirty minutes from their start. The index serves the
 * expiry sweep, which looks only at PENDING rows past their time. `sandbox_payment_closures` is
 * the built-in sandbox gateway's own record of the payments it was told to close.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposits').addColumn('expires_at', 'bigint').execute();
  await sql`UPDATE deposits SET expires_at = created_at + 1800000`.execute(db);
  await db.schema.createIndex('deposits_pending_expiry').on('deposits').columns(['status', 'expires_at']).execute();
  await db.schema
    .createTable('sandbox_payment_closures')
    .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('gateway_reference', 'varchar(128)', (c) => c.notNull())
    // CANCELLED or EXPIRED: why the platform closed the payment.
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .execute();
}
