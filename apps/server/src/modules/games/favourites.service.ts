import type { FavouritesValue, PagedGamesQuery } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';
import type { AuthenticatedSession } from '../../kernel/caller';
import { addFavourite, countFavourites, favouriteIds, findOfferedGame, listFavourites, removeFavourite } from './game.repository';
import { filterOf } from './catalogue.service';
import { toGame } from './game-view';

/** Favourites are for real members: a trial account is told to register (spec 001 section 4). */
export async function favourites(
  ctx: AppContext,
  merchant: Merchant,
  session: AuthenticatedSession,
  query: PagedGamesQuery,
): Promise<FavouritesValue> {
  const filter = filterOf(query);
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const [total, rows] = await Promise.all([
    countFavourites(ctx.db, merchant.id, session.memberId, filter),
    listFavourites(ctx.db, merchant.id, session.memberId, filter, page),
  ]);
  return { content: rows.map(toGame), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize) };
}

export async function favouriteIdsOf(ctx: AppContext, merchant: Merchant, session: AuthenticatedSession): Promise<number[]> {
  return favouriteIds(ctx.db, merchant.id, session.memberId);
}

/** Adding twice keeps one favourite; a game the brand does not offer cannot be added. */
export async function favourite(ctx: AppContext, merchant: Merchant, session: AuthenticatedSession, nodeId: number): Promise<void> {
  if (!(await findOfferedGame(ctx.db, merchant.id, nodeId))) throw new AppError('GAME_NOT_FOUND');
  await addFavourite(ctx.db, session.memberId, nodeId, ctx.clock.now());
}

/** Removing is allowed even for a game no longer offered, so a stale favourite can always go. */
export async function unfavourite(ctx: AppContext, session: AuthenticatedSession, nodeId: number): Promise<void> {
  await removeFavourite(ctx.db, session.memberId, nodeId);
}
