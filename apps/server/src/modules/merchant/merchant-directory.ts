import type { Db } from '../../db/executor';
import type { Clock } from '../../lib/clock';
import type { Merchant } from '../../kernel/merchant';
import { findMerchantByCode, findMerchantByDomain, findMerchantById } from './merchant.repository';

/**
 * Finds the brand a request belongs to. Brands change rarely and are read on every request, so
 * each process keeps them for a few seconds (MERCHANT_CACHE_SECONDS); a change made through this
 * directory is seen at once here and within that time by other processes.
 */
export class MerchantDirectory {
  private readonly cache = new Map<string, { merchant: Merchant | undefined; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  byCode(code: string): Promise<Merchant | undefined> {
    return this.cached(`code:${code.toLowerCase()}`, () => findMerchantByCode(this.db, code.toLowerCase()));
  }

  byDomain(host: string): Promise<Merchant | undefined> {
    const domain = host
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '');
    return this.cached(`host:${domain}`, () => findMerchantByDomain(this.db, domain));
  }

  byId(id: number): Promise<Merchant | undefined> {
    return this.cached(`id:${id}`, () => findMerchantById(this.db, id));
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async cached(key: string, load: () => Promise<Merchant | undefined>): Promise<Merchant | undefined> {
    const now = this.clock.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.merchant;
    const merchant = await load();
    if (this.ttlMs > 0) this.cache.set(key, { merchant, until: now + this.ttlMs });
    return merchant;
  }
}
