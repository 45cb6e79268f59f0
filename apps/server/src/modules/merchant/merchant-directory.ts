import type { Db } from '../../db/executor';
import type { Clock } from '../../lib/clock';
import type { Merchant } from '../../kernel/merchant';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { findMerchantByCode, findMerchantByDomain, findMerchantById } from './merchant.repository';

/** The invalidation-bus topic on which a saved brand change tells every process to reload its brands. */
export const TOPIC_MERCHANTS = 'merchants';

/**
 * Finds the brand a request belongs to. Brands change rarely and are read on every request, so
 * each process keeps them for a few seconds (MERCHANT_CACHE_SECONDS); a change published on the
 * invalidation bus (TOPIC_MERCHANTS) is seen at once by every process.
 */
export class MerchantDirectory {
  private readonly cache = new Map<string, { merchant: Merchant | undefined; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    bus?: InvalidationBus,
  ) {
    // A change saved in the back office reaches every process at once, not after the cache time.
    bus?.subscribe(TOPIC_MERCHANTS, () => this.invalidate());
  }

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
