import { freeLaunchValue, type FreeLaunchValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/game/launchGame/free (N) { nodeId }: a game's free trial; no session, no game session. */
export const launchFreeGame = (nodeId: number): Promise<FreeLaunchValue> =>
  apiRequest('/wps/game/launchGame/free', freeLaunchValue, { method: 'POST', body: { nodeId } });
