import { launchGameValue, type LaunchGameBody, type LaunchGameValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/game/launchGame (T) by game code, with the lottery lobby fields of the page. */
export const launchLottery = (body: LaunchGameBody): Promise<LaunchGameValue> =>
  apiRequest('/wps/game/launchGame', launchGameValue, { method: 'POST', auth: true, body });
