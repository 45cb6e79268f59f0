import { seedsValue, type SeedsValue } from '@panalo/contract/originals';
import { apiRequest } from '../../../lib/api-client';

/** POST /lgw/originals/v1/seeds/rotate: reveals the active server seed and opens a new pair. */
export const rotateSeeds = (clientSeed?: string): Promise<SeedsValue> =>
  apiRequest('/lgw/originals/v1/seeds/rotate', seedsValue, { method: 'POST', auth: true, body: clientSeed ? { clientSeed } : {} });
