import type { AppContext } from '../../app-context';

/**
 * The lobby's answers (menus, lanes, lists, hot and popular games) are the same for every visitor
 * of a brand, and a catalogue changes a few times a day: each process keeps an answer for
 * GAMES_CACHE_SECONDS, so a busy lobby costs the database one query per distinct request per
 * period instead of one per visitor. A newly loaded catalogue shows within that time. Member
 * lists (favourites, recent) are never cached.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly ttlMs: number,
    // Enough for every filter combination a lobby offers, bounded so odd queries cannot grow it without end.
    private readonly maxEntries = 5_000,
  ) {}

  answer<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = this.ctx.clock.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    // A failed load is not remembered: the next request tries again.
    value.catch(() => this.entries.delete(key));
    if (!hit && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    return value;
  }
}

/** The answer for `key` of this process's cache (one per app), loading it when absent or expired. */
export function cachedCatalogue<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  const cached = ctx.caches.catalogue;
  cached.cache ??= new CatalogueCache(ctx, ctx.config.GAMES_CACHE_SECONDS * 1000);
  return cached.cache.answer(key, load);
}
