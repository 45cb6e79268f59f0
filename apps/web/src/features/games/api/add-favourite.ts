import { emptyValue } from '@panalo/contract/envelope';
import type { Game } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/** POST /lgw/games/favorites (T) { nodeId, vendor, gameType }: adding twice keeps one. */
export const addFavourite = (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<unknown> =>
  apiRequest('/lgw/games/favorites', emptyValue, {
    method: 'POST',
    auth: true,
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
