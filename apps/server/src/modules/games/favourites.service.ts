import type { FavouritesValue, PagedGamesQuery } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../kernel/caller';
import { addFavourite, countFavourites, favouriteIds, findOfferedGame, listFavourites, removeFavourite } from './game.repository';
import { filterOf, lobbyMaintenance } from './catalogue.service';
import { toGame } from './game-view';
import { catalogueBrand } from './catalogue-brand';

/** Favourites are for real members: a trial account is told to register (spec 001 section 4). */
export async function favourites(ctx: AppContext, caller: Caller, query: PagedGamesQuery): Promise<FavouritesValue> {
  const { merchant, session } = caller;
  const filter = filterOf(query);
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const [total, rows] = await Promise.all([
    countFavourites(ctx.db, catalogueBrand(merchant), session.memberId, filter),
    listFavourites(ctx.db, catalogueBrand(merchant), session.memberId, filter, page),
  ]);
  const maintenance = lobbyMaintenance(ctx, merchant);
  return { content: rows.map((row) => toGame(row, maintenance)), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize) };
}

export async function favouriteIdsOf(ctx: AppContext, caller: Caller): Promise<number[]> {
  const { merchant, session } = caller;
  return favouriteIds(ctx.db, catalogueBrand(merchant), session.memberId);
}

/** Adding twice keeps one favourite; a game the brand does not offer cannot be added. */
export async function favourite(ctx: AppContext, caller: Caller, nodeId: number): Promise<void> {
  const { merchant, session } = caller;
  if (!(await findOfferedGame(ctx.db, catalogueBrand(merchant), nodeId))) throw new AppError('GAME_NOT_FOUND');
  await addFavourite(ctx.db, session.memberId, nodeId, ctx.clock.now());
}

/** Removing is allowed even for a game no longer offered, so a stale favourite can always go. */
export async function unfavourite(ctx: AppContext, caller: Caller, nodeId: number): Promise<void> {
  const { session } = caller;
  await removeFavourite(ctx.db, session.memberId, nodeId);
}
