import type { PagedGamesQuery } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { filterOf, lobbyMaintenance } from './catalogue.service';
import { countRecent, listRecent } from './game.repository';
import { toGame } from './game-view';
import { catalogueBrand } from './catalogue-brand';

/** The games the member launched, most recent first (games no longer offered drop out). */
export async function recentGames(ctx: AppContext, caller: Caller, query: PagedGamesQuery) {
  const { merchant, session } = caller;
  const filter = filterOf(query);
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const [total, rows] = await Promise.all([
    countRecent(ctx.db, catalogueBrand(merchant), session.memberId, filter),
    listRecent(ctx.db, catalogueBrand(merchant), session.memberId, filter, page),
  ]);
  const maintenance = lobbyMaintenance(ctx, merchant);
  return { list: rows.map((row) => toGame(row, maintenance)), totalPages: Math.ceil(total / query.pageSize) };
}
