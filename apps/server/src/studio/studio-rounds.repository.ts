import type { Selectable } from 'kysely';
import type { StudioDb, StudioRoundsTable, StudioRoundStatus } from './studio-schema';

export type StudioRound = Selectable<StudioRoundsTable>;

/** The studio's record of its rounds: what was staked, what was paid, and where the money calls stand. */
export async function openRound(
  db: StudioDb,
  round: {
    roundId: string;
    sessionKey: string;
    requestKey: string;
    vendorCode: string;
    gameCode: string;
    kind: string;
    stake: number;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('studio_rounds')
    .values({
      round_id: round.roundId,
      session_key: round.sessionKey,
      request_key: round.requestKey,
      vendor_code: round.vendorCode,
      game_code: round.gameCode,
      kind: round.kind,
      stake: round.stake,
      payout: 0,
      status: 'OPEN',
      outcome: null,
      created_at: round.now,
      settled_at: null,
    })
    .execute();
}

export const roundByRequest = (db: StudioDb, sessionKey: string, requestKey: string) =>
  db.selectFrom('studio_rounds').selectAll().where('session_key', '=', sessionKey).where('request_key', '=', requestKey).executeTakeFirst();

export async function markRound(
  db: StudioDb,
  roundId: string,
  change: { status: StudioRoundStatus; payout?: number; outcome?: string; settledAt?: number },
): Promise<void> {
  await db
    .updateTable('studio_rounds')
    .set({
      status: change.status,
      ...(change.payout !== undefined ? { payout: change.payout } : {}),
      ...(change.outcome !== undefined ? { outcome: change.outcome } : {}),
      ...(change.settledAt !== undefined ? { settled_at: change.settledAt } : {}),
    })
    .where('round_id', '=', roundId)
    .execute();
}
