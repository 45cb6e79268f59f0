import { recallValue, type OriginalsGame } from '@panalo/contract/originals';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type RecalledRound = z.infer<typeof recallValue>[number];

/** GET /lgw/originals/v1/rounds?game=: the member's last 10 rounds of a game (game recall). */
export const getRounds = (game: OriginalsGame, signal?: AbortSignal): Promise<RecalledRound[]> =>
  apiRequest('/lgw/originals/v1/rounds', recallValue, { auth: true, query: { game }, signal });
