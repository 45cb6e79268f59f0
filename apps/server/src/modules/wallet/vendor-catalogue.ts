import type { AppContext } from '../../app-context';
import { offeredVendorsOf } from './vendor.repository';

export type OfferedVendor = Awaited<ReturnType<typeof offeredVendorsOf>>[number];

/**
 * The vendors a brand offers, read on every transfer and wallet view but changed rarely: each
 * process keeps them as long as it keeps the brand's settings (MERCHANT_CACHE_SECONDS).
 */
export async function offeredVendors(ctx: AppContext, merchantId: number): Promise<OfferedVendor[]> {
  const cache = ctx.caches.offeredVendors;
  const now = ctx.clock.now();
  const hit = cache.get(merchantId);
  if (hit && hit.until > now) return hit.vendors;
  const vendors = await offeredVendorsOf(ctx.db, merchantId);
  const ttl = ctx.config.MERCHANT_CACHE_SECONDS * 1000;
  if (ttl > 0) cache.set(merchantId, { until: now + ttl, vendors });
  return vendors;
}

/** The brand's active transfer-mode vendors: each gives its members a wallet of its own. */
export async function transferVendors(ctx: AppContext, merchantId: number): Promise<OfferedVendor[]> {
  return (await offeredVendors(ctx, merchantId)).filter((vendor) => vendor.wallet_mode === 'transfer' && vendor.status === 'active');
}
