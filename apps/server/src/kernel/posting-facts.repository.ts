import type { Executor } from '../db/executor';

/** A game's type (RNG, LIVE…), read in the caller's transaction. */
export async function findGameType(db: Executor, gameId: number): Promise<string | undefined> {
  const row = await db.selectFrom('games').select('game_type').where('id', '=', gameId).executeTakeFirst();
  return row?.game_type;
}

/** The brand's settings JSON, read in the caller's transaction. */
export async function findBrandSettingsJson(db: Executor, merchantId: number): Promise<string | undefined> {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirst();
  return row?.settings;
}
