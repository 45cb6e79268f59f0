import type { Kysely } from 'kysely';

/**
 * Versions of the per-brand signing secrets (a payment gateway's callbacks, a vendor's seamless
 * calls). A row holds no secret: each version's secret is derived from the deployment's master
 * key, the brand, the gateway or vendor and the version number (docs/payments.md). A brand with no
 * row is on version 1; a rotation adds the next version, and the one before stays valid for
 * SECRET_ROTATION_GRACE_HOURS after the new one's created_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_secret_versions')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    // `gateway` or `vendor`, and the gateway's name or the vendor's code.
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Two rotations at once cannot both make the same version.
    .addPrimaryKeyConstraint('signing_secret_versions_pk', ['merchant_id', 'purpose', 'code', 'version'])
    .execute();
}
