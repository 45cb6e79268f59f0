import { originalsPlayValue, type OriginalsPlayValue, type OriginalsRound } from '@panalo/contract/originals';
import { apiRequest } from '../../../lib/api-client';

/** POST /lgw/originals/v1/play with the game session token of the launch (no bearer). */
export const playRound = (token: string, round: OriginalsRound): Promise<OriginalsPlayValue> =>
  apiRequest('/lgw/originals/v1/play', originalsPlayValue, { method: 'POST', body: { token, ...round } });
