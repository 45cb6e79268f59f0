/**
 * Query keys of the catalogue. The public lists sit under ['games']; a member's favourites under
 * ['member'], which is dropped when the session ends, so one account's stars never show for another.
 */
export const gameKeys = {
  all: ['games'] as const,
  menus: ['games', 'menus'] as const,
  list: ['games', 'list'] as const,
  classifyCount: ['games', 'classify-count'] as const,
  hot: ['games', 'hot'] as const,
  favouriteIds: ['member', 'games', 'favourite-ids'] as const,
  favourites: ['member', 'games', 'favourites'] as const,
};
