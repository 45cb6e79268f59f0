import type { GameClassify, GameType } from '@panalo/contract/games';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** The columns every game answer needs: the game and its vendor. */
const GAME_COLUMNS = [
  'games.id',
  'games.game_code',
  'games.name',
  'games.game_type',
  'games.game_classify',
  'games.is_lobby',
  'games.min_bet',
  'games.min_line_num',
  'games.is_hot',
  'games.support_play',
  'games.prize_mode',
  'games.rtp_bp',
  'vendors.code as vendor_code',
  'vendors.status as vendor_status',
] as const;

export interface GameFilter {
  gameType?: GameType;
  vendorCode?: string;
  gameClassify?: GameClassify;
  /** Lower-cased; matched anywhere in the name. */
  nameContains?: string;
  minBet?: number;
  minLineNum?: number;
  prizeMode?: string;
  hotOnly?: boolean;
  /** VASSALAGE: only lobby entries (the vendors' cards); GAME: only the games themselves. */
  isGame?: 'GAME' | 'VASSALAGE';
}

export type GameOrder = 'catalogue' | 'newest' | 'popular';

/**
 * The brand a catalogue query is for: its id, and whether it offers bingo, which is offered only
 * where TY is supported (spec 001 section 1; catalogue-brand.ts).
 */
export interface CatalogueBrand {
  readonly id: number;
  readonly bingo: boolean;
}

/** The classify of bingo games, left out of every answer of a brand that does not offer bingo. */
const BINGO = 'BG';

/**
 * Active games of vendors the brand offers and has enabled, narrowed by the filter, that their
 * vendor can launch (launchability.ts: a vendor with a launch page): every lobby answer (lists,
 * hot, popular, favourites, recent, menus) shows only games a tile can open.
 */
function offeredGames(db: Executor, brand: CatalogueBrand, filter: GameFilter) {
  return brandGames(db, brand, filter).where('vendors.launch_url', 'is not', null).where('vendors.launch_url', '!=', '');
}

/**
 * The brand's active games whether or not their vendor can launch them (a launch says why it
 * cannot); no bingo game for a brand that does not offer bingo.
 */
function brandGames(db: Executor, brand: CatalogueBrand, filter: GameFilter) {
  let query = db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .innerJoin('merchant_vendors', (join) =>
      join.onRef('merchant_vendors.vendor_id', '=', 'vendors.id').on('merchant_vendors.merchant_id', '=', brand.id),
    )
    .where('merchant_vendors.enabled', '=', 1)
    .where('games.status', '=', 'active');
  if (!brand.bingo) query = query.where('games.game_classify', '!=', BINGO);
  if (filter.gameType) query = query.where('games.game_type', '=', filter.gameType);
  if (filter.vendorCode) query = query.where('vendors.code', '=', filter.vendorCode);
  if (filter.gameClassify) query = query.where('games.game_classify', '=', filter.gameClassify);
  if (filter.nameContains) {
    const pattern = `%${escapeLike(filter.nameContains)}%`;
    query = query.where(sql<boolean>`games.name_search like ${pattern} escape '\\'`);
  }
  if (filter.minBet !== undefined) query = query.where('games.min_bet', '>=', filter.minBet);
  if (filter.minLineNum !== undefined) query = query.where('games.min_line_num', '>=', filter.minLineNum);
  if (filter.prizeMode) query = query.where('games.prize_mode', '=', filter.prizeMode);
  if (filter.hotOnly) query = query.where('games.is_hot', '=', 1);
  if (filter.isGame) query = query.where('games.is_lobby', '=', filter.isGame === 'VASSALAGE' ? 1 : 0);
  return query;
}

/** LIKE wildcards typed by a player are searched for literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function countGames(db: Executor, brand: CatalogueBrand, filter: GameFilter): Promise<number> {
  const row = await offeredGames(db, brand, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listGames(
  db: Executor,
  brand: CatalogueBrand,
  filter: GameFilter,
  page: { offset: number; limit: number },
  order: GameOrder = 'catalogue',
) {
  let query = offeredGames(db, brand, filter).select(GAME_COLUMNS);
  if (order === 'popular') query = query.orderBy('games.play_count', 'desc');
  if (order === 'newest') query = query.orderBy('games.created_at', 'desc');
  return query
    .orderBy('vendors.sort_order')
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type GameRow = Awaited<ReturnType<typeof listGames>>[number];

/**
 * Vendors the brand offers, with how many active games each has (zero for lobby-only vendors; a
 * brand without bingo counts no bingo game, so a bingo vendor is not shown).
 */
export async function offeredVendorCards(db: Executor, brand: CatalogueBrand) {
  return (
    db
      .selectFrom('vendors')
      .innerJoin('merchant_vendors', 'merchant_vendors.vendor_id', 'vendors.id')
      .leftJoin('games', (join) => {
        const active = join.onRef('games.vendor_id', '=', 'vendors.id').on('games.status', '=', 'active');
        return brand.bingo ? active : active.on('games.game_classify', '!=', BINGO);
      })
      // A vendor that cannot launch (launchability.ts) has nothing to play: its menus count no game.
      .where('vendors.launch_url', 'is not', null)
      .where('vendors.launch_url', '!=', '')
      .select((eb) => [
        'vendors.code',
        'vendors.name',
        'vendors.game_type',
        'vendors.game_classify',
        'vendors.launch_mode',
        'vendors.status',
        'vendors.sort_order',
        eb.fn.count<number>('games.id').as('game_count'),
      ])
      .where('merchant_vendors.merchant_id', '=', brand.id)
      .where('merchant_vendors.enabled', '=', 1)
      .groupBy([
        'vendors.id',
        'vendors.code',
        'vendors.name',
        'vendors.game_type',
        'vendors.game_classify',
        'vendors.launch_mode',
        'vendors.status',
        'vendors.sort_order',
      ])
      .orderBy('vendors.sort_order')
      .orderBy('vendors.code')
      .execute()
  );
}

export type VendorCardRow = Awaited<ReturnType<typeof offeredVendorCards>>[number];

/** An offered, active game by its id (the favourite key). */
export async function findOfferedGame(db: Executor, brand: CatalogueBrand, gameId: number) {
  return offeredGames(db, brand, {}).select(GAME_COLUMNS).where('games.id', '=', gameId).executeTakeFirst();
}

/** A game of the brand by its id, whether or not its vendor can launch it (the maintenance dialog asks about any). */
export async function findBrandGame(db: Executor, brand: CatalogueBrand, gameId: number) {
  return brandGames(db, brand, {}).select(GAME_COLUMNS).where('games.id', '=', gameId).executeTakeFirst();
}

export async function addFavourite(db: Executor, memberId: number, gameId: number, now: number): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ member_id: memberId, game_id: gameId, created_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, memberId: number, gameId: number): Promise<void> {
  await db.deleteFrom('game_favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
}

/** The member's favourites that are still offered, newest first. */
function favouriteGames(db: Executor, brand: CatalogueBrand, memberId: number, filter: GameFilter) {
  return offeredGames(db, brand, filter)
    .innerJoin('game_favourites', 'game_favourites.game_id', 'games.id')
    .where('game_favourites.member_id', '=', memberId);
}

export async function listFavourites(
  db: Executor,
  brand: CatalogueBrand,
  memberId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
) {
  return favouriteGames(db, brand, memberId, filter)
    .select(GAME_COLUMNS)
    .orderBy('game_favourites.created_at', 'desc')
    .orderBy('games.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countFavourites(db: Executor, brand: CatalogueBrand, memberId: number, filter: GameFilter): Promise<number> {
  const row = await favouriteGames(db, brand, memberId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function favouriteIds(db: Executor, brand: CatalogueBrand, memberId: number): Promise<number[]> {
  const rows = await favouriteGames(db, brand, memberId, {}).select('games.id').orderBy('games.id').execute();
  return rows.map((row) => row.id);
}

/** The name an icon shows, for any catalogue game (icons are public, like the catalogue). */
export async function findGameName(db: Executor, vendorCode: string, gameCode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select('games.name')
    .where('vendors.code', '=', vendorCode)
    .where('games.game_code', '=', gameCode)
    .executeTakeFirst();
  return row?.name;
}

export async function findVendorName(db: Executor, vendorCode: string): Promise<string | undefined> {
  const row = await db.selectFrom('vendors').select('name').where('code', '=', vendorCode).executeTakeFirst();
  return row?.name;
}

/**
 * What a launch needs: the offered game, its vendor's state, page and modes. By id, or by code
 * (the lottery pages' ?gameCode=): a code two vendors share goes to the first in display order
 * unless the vendor is named.
 */
export async function findLaunchTarget(
  db: Executor,
  brand: CatalogueBrand,
  game: { nodeId: number } | { gameCode: string; vendorCode?: string },
) {
  const query = brandGames(db, brand, 'nodeId' in game ? {} : { vendorCode: game.vendorCode }).select([
    'games.id',
    'games.game_code',
    'games.name',
    'games.game_type',
    'games.prize_mode',
    'games.support_play',
    'vendors.code as vendor_code',
    'vendors.name as vendor_name',
    'vendors.status as vendor_status',
    'vendors.launch_url',
    'vendors.launch_mode',
    'vendors.wallet_mode',
  ]);
  const found = 'nodeId' in game ? query.where('games.id', '=', game.nodeId) : query.where('games.game_code', '=', game.gameCode);
  return found.orderBy('vendors.sort_order').orderBy('vendors.code').executeTakeFirst();
}

export type LaunchTarget = NonNullable<Awaited<ReturnType<typeof findLaunchTarget>>>;

export async function touchRecent(db: Executor, memberId: number, gameId: number, now: number): Promise<void> {
  await db
    .insertInto('game_recents')
    .values({ member_id: memberId, game_id: gameId, played_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doUpdateSet({ played_at: now }))
    .execute();
}

function recentGames(db: Executor, brand: CatalogueBrand, memberId: number, filter: GameFilter) {
  return offeredGames(db, brand, filter)
    .innerJoin('game_recents', 'game_recents.game_id', 'games.id')
    .where('game_recents.member_id', '=', memberId);
}

export async function listRecent(
  db: Executor,
  brand: CatalogueBrand,
  memberId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
) {
  return recentGames(db, brand, memberId, filter)
    .select(GAME_COLUMNS)
    .orderBy('game_recents.played_at', 'desc')
    .orderBy('games.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRecent(db: Executor, brand: CatalogueBrand, memberId: number, filter: GameFilter): Promise<number> {
  const row = await recentGames(db, brand, memberId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The offered, launchable games among `ids` (the jackpot's feeding games as lobby tiles), in catalogue order. */
export async function listGamesByIds(db: Executor, brand: CatalogueBrand, ids: readonly number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return offeredGames(db, brand, {})
    .select(GAME_COLUMNS)
    .where('games.id', 'in', [...ids])
    .orderBy('vendors.sort_order')
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .execute();
}
