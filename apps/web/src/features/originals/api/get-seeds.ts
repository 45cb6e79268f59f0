import { seedsValue, type SeedsValue } from '@panalo/contract/originals';
import { apiRequest } from '../../../lib/api-client';

/** GET /lgw/originals/v1/seeds: the active pair (hash, client seed, next nonce) and the revealed ones. */
export const getSeeds = (signal?: AbortSignal): Promise<SeedsValue> =>
  apiRequest('/lgw/originals/v1/seeds', seedsValue, { auth: true, signal });
