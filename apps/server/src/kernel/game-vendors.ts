import type { AppContext } from '../app-context';
import type { Executor } from '../db/executor';

/** Per app (its caches object), a game's vendor code: games do not change vendor, so kept for good. */
const known = new WeakMap<object, Map<number, string>>();

/**
 * The vendor code of a posting's game, for the report rollups' vendor dimension ('' without a
 * game). Read in the posting's transaction, as the other posting facts (posting-facts.ts).
 */
export async function gameVendorOf(ctx: AppContext, tx: Executor, gameId: number | undefined): Promise<string> {
  if (gameId === undefined) return '';
  let cache = known.get(ctx.caches);
  if (!cache) known.set(ctx.caches, (cache = new Map()));
  const hit = cache.get(gameId);
  if (hit !== undefined) return hit;
  const row = await tx
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select('vendors.code')
    .where('games.id', '=', gameId)
    .executeTakeFirst();
  const code = row?.code ?? '';
  cache.set(gameId, code);
  return code;
}
