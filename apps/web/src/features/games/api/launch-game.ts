import { launchGameValue, type LaunchGameValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/game/launchGame (T) { nodeId, backUrl }: a game session and the vendor's page address. */
export const launchGame = (nodeId: number, backUrl: string): Promise<LaunchGameValue> =>
  apiRequest('/wps/game/launchGame', launchGameValue, { method: 'POST', auth: true, body: { nodeId, backUrl } });
