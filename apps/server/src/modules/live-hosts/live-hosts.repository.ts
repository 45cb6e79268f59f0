import { LIVE_HOSTS_PER_BRAND } from '@panalo/contract/live-hosts';
import type { Executor } from '../../db/executor';

/**
 * The brand's live tables the studio deals (LIVE lobby, classify TG, a seamless vendor whose page is
 * the studio's): the first of them in catalogue order get a host each.
 */
export async function studioLiveTables(db: Executor, merchantId: number) {
  return db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .innerJoin('merchant_vendors', (join) =>
      join.onRef('merchant_vendors.vendor_id', '=', 'vendors.id').on('merchant_vendors.merchant_id', '=', merchantId),
    )
    .where('merchant_vendors.enabled', '=', 1)
    .where('games.status', '=', 'active')
    .where('games.is_lobby', '=', 0)
    .where('games.game_type', '=', 'LIVE')
    .where('games.game_classify', '=', 'TG')
    .where('vendors.wallet_mode', '=', 'seamless')
    .where('vendors.launch_url', 'like', '%/studio/%/play')
    .select(['games.id', 'games.game_code', 'games.name', 'vendors.code as vendor_code', 'vendors.launch_url'])
    .orderBy('vendors.sort_order')
    .orderBy('vendors.code')
    .orderBy('games.id')
    .limit(LIVE_HOSTS_PER_BRAND)
    .execute();
}

export type StudioLiveTable = Awaited<ReturnType<typeof studioLiveTables>>[number];
