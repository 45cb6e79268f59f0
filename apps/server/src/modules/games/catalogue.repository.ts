import type { CatalogueGame, CatalogueVendor } from '@panalo/contract/games';
import type { Executor } from '../../db/executor';

/** Adds or updates a vendor by its code and has the brand offer it; returns the vendor's id. */
export async function upsertVendor(db: Executor, merchantId: number, vendor: CatalogueVendor, order: number, now: number): Promise<number> {
  const fields = {
    name: vendor.name,
    game_type: vendor.gameType,
    game_classify: vendor.gameClassify,
    launch_mode: vendor.launchMode,
    wallet_mode: vendor.walletMode,
    sort_order: order,
  };
  await db
    .insertInto('vendors')
    .values({ code: vendor.code, ...fields, created_at: now })
    .onConflict((conflict) => conflict.column('code').doUpdateSet(fields))
    .execute();
  const { id } = await db.selectFrom('vendors').select('id').where('code', '=', vendor.code).executeTakeFirstOrThrow();
  await db
    .insertInto('merchant_vendors')
    .values({ merchant_id: merchantId, vendor_id: id })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'vendor_id']).doNothing())
    .execute();
  return id;
}

// Rows per INSERT: well under SQLite's 32,766 bound parameters with 14 columns a row.
const BATCH = 500;

export async function upsertGames(db: Executor, games: (CatalogueGame & { vendorId: number })[], now: number): Promise<void> {
  for (let start = 0; start < games.length; start += BATCH) {
    const values = games.slice(start, start + BATCH).map((game) => ({
      vendor_id: game.vendorId,
      game_code: game.gameCode,
      name: game.name,
      name_search: game.name.toLowerCase(),
      game_type: game.gameType,
      game_classify: game.gameClassify,
      is_lobby: game.isLobby ? 1 : 0,
      min_bet: game.minBet,
      min_line_num: game.minLineNum,
      is_hot: game.isHot ? 1 : 0,
      support_play: game.supportPlay,
      prize_mode: game.prizeMode,
      rtp_bp: game.rtp === null ? null : Math.round(game.rtp * 100),
      sort_order: game.sortOrder,
      created_at: now,
    }));
    await db
      .insertInto('games')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['vendor_id', 'game_code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          name_search: eb.ref('excluded.name_search'),
          game_type: eb.ref('excluded.game_type'),
          game_classify: eb.ref('excluded.game_classify'),
          is_lobby: eb.ref('excluded.is_lobby'),
          min_bet: eb.ref('excluded.min_bet'),
          min_line_num: eb.ref('excluded.min_line_num'),
          is_hot: eb.ref('excluded.is_hot'),
          support_play: eb.ref('excluded.support_play'),
          prize_mode: eb.ref('excluded.prize_mode'),
          rtp_bp: eb.ref('excluded.rtp_bp'),
          sort_order: eb.ref('excluded.sort_order'),
          status: 'active',
        })),
      )
      .execute();
  }
}

export async function setVendorLaunchUrl(db: Executor, vendorCode: string, url: string | null): Promise<boolean> {
  const result = await db.updateTable('vendors').set({ launch_url: url }).where('code', '=', vendorCode).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What the vendor may pay in one round (docs/seamless-wallet.md); null leaves the brand's limit. */
export async function setVendorWinLimits(
  db: Executor,
  vendorCode: string,
  limits: { maxWinPerRound: number | null; maxWinMultiple: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('vendors')
    .set({ max_win_per_round: limits.maxWinPerRound, max_win_multiple: limits.maxWinMultiple })
    .where('code', '=', vendorCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
