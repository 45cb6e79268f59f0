import type { Executor } from '../../db/executor';

/**
 * The built-in sandbox vendors every new brand offers until the games catalogue brings real ones:
 * one plays from the main wallet (seamless), two keep wallets of their own (transfer mode).
 */
export const SANDBOX_VENDORS = [
  { code: 'PNL', name: 'Panalo Originals', game_type: 'RNG', wallet_mode: 'seamless', sort_order: 0 },
  { code: 'SBXLIVE', name: 'Sandbox Live', game_type: 'LIVE', wallet_mode: 'transfer', sort_order: 1 },
  { code: 'SBXSPORT', name: 'Sandbox Sports', game_type: 'SPORTS', wallet_mode: 'transfer', sort_order: 2 },
] as const;

export async function offerSandboxVendors(db: Executor, merchantId: number, now: number): Promise<void> {
  for (const vendor of SANDBOX_VENDORS) {
    await db
      .insertInto('vendors')
      .values({ ...vendor, created_at: now })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const row = await db.selectFrom('vendors').select('id').where('code', '=', vendor.code).executeTakeFirstOrThrow();
    await db
      .insertInto('merchant_vendors')
      .values({ merchant_id: merchantId, vendor_id: row.id })
      .onConflict((conflict) => conflict.columns(['merchant_id', 'vendor_id']).doNothing())
      .execute();
  }
}

/** Every vendor the brand offers and has enabled, in display order. */
export async function offeredVendorsOf(db: Executor, merchantId: number) {
  return db
    .selectFrom('vendors')
    .innerJoin('merchant_vendors', 'merchant_vendors.vendor_id', 'vendors.id')
    .select(['vendors.code', 'vendors.name', 'vendors.wallet_mode', 'vendors.status'])
    .where('merchant_vendors.merchant_id', '=', merchantId)
    .where('merchant_vendors.enabled', '=', 1)
    .orderBy('vendors.sort_order')
    .orderBy('vendors.code')
    .execute();
}
