import { gameListValue, launchGameValue, type LaunchGameValue } from '@panalo/contract/games';
import { ORIGINALS_VENDOR, type OriginalsGame } from '@panalo/contract/originals';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

/**
 * Opens a game session for one built-in game: finds its node in the catalogue (GET
 * /lgw/games/list?vassalage=PNL), then launches it (POST /wps/game/launchGame). The answer's url is
 * this site's own game page with the session token.
 */
export async function launchOriginal(game: OriginalsGame, signal?: AbortSignal): Promise<LaunchGameValue> {
  const list = await apiRequest('/lgw/games/list', gameListValue, { query: { vassalage: ORIGINALS_VENDOR, pageSize: '20' }, signal });
  const found = list.games.find((entry) => entry.gameCode === game);
  if (!found) throw new ApiError('GAME_UNDER_MAINTENANCE', i18n.t('originals.errors.notOffered'));
  return apiRequest('/wps/game/launchGame', launchGameValue, { method: 'POST', auth: true, body: { nodeId: found.nodeId }, signal });
}
