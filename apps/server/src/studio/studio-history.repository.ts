import type { StudioDb } from './studio-schema';

/** The last paid rounds of one game at the studio, newest first: what its table's history road shows. */
export const lastPaidOutcomes = (db: StudioDb, vendorCode: string, gameCode: string, limit: number) =>
  db
    .selectFrom('studio_rounds')
    .select(['outcome'])
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .where('status', '=', 'PAID')
    .orderBy('settled_at', 'desc')
    .orderBy('round_id')
    .limit(limit)
    .execute();
