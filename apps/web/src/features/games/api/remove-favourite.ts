import { emptyValue } from '@panalo/contract/envelope';
import type { Game } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /lgw/games/favorites?nodeId=&vendor=&gameType= (T): also for a game no longer offered. */
export const removeFavourite = (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<unknown> =>
  apiRequest('/lgw/games/favorites', emptyValue, {
    method: 'DELETE',
    auth: true,
    query: { nodeId: String(game.nodeId), vendor: game.vassalage, gameType: game.gameType },
  });
