import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** What one posting adds to a member's rollup rows. */
export interface RollupChange {
  merchantId: number;
  memberId: number;
  day: number;
  hourStart: number;
  gameType: string;
  betCount: number;
  validBet: number;
  payout: number;
  depositCount: number;
  depositAmount: number;
  withdrawCount: number;
  withdrawAmount: number;
}

const SUMS = ['bet_count', 'valid_bet', 'payout', 'deposit_count', 'deposit_amount', 'withdraw_count', 'withdraw_amount'] as const;

/**
 * Adds the change to the member's day row and hour row (created on first use), and to the day row
 * of every agent above the member (one statement over the member's closure rows), in the caller's
 * transaction.
 */
export async function addToRollups(db: Executor, change: RollupChange): Promise<void> {
  const sums = {
    bet_count: change.betCount,
    valid_bet: change.validBet,
    payout: change.payout,
    deposit_count: change.depositCount,
    deposit_amount: change.depositAmount,
    withdraw_count: change.withdrawCount,
    withdraw_amount: change.withdrawAmount,
  };
  const common = { merchant_id: change.merchantId, member_id: change.memberId, game_type: change.gameType, ...sums };
  await db
    .insertInto('member_day_rollups')
    .values({ ...common, day: change.day })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'day', 'game_type'])
        .doUpdateSet((eb) => Object.fromEntries(SUMS.map((c) => [c, eb(eb.ref(`member_day_rollups.${c}`), '+', eb.ref(`excluded.${c}`))]))),
    )
    .execute();
  await db
    .insertInto('member_hour_rollups')
    .values({ ...common, hour_start: change.hourStart })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'hour_start', 'game_type'])
        .doUpdateSet((eb) =>
          Object.fromEntries(SUMS.map((c) => [c, eb(eb.ref(`member_hour_rollups.${c}`), '+', eb.ref(`excluded.${c}`))])),
        ),
    )
    .execute();
  // A member without uplines has no closure rows above them: the SELECT gives nothing to add.
  // (Casts: PostgreSQL types a bare parameter in a SELECT list as text.)
  await sql`
    INSERT INTO team_day_rollups
      (merchant_id, ancestor_id, day, game_type, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
    SELECT cast(${change.merchantId} as integer), t.ancestor_id, cast(${change.day} as integer), cast(${change.gameType} as varchar(16)),
      ${sql.join(SUMS.map((c) => sql`cast(${sums[c]} as bigint)`))}
    FROM member_tree t WHERE t.descendant_id = ${change.memberId} AND t.depth >= 1
    ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET
      ${sql.join(SUMS.map((c) => sql`${sql.ref(c)} = team_day_rollups.${sql.ref(c)} + excluded.${sql.ref(c)}`))}
  `.execute(db);
}

export async function findGameType(db: Executor, gameId: number): Promise<string | undefined> {
  const row = await db.selectFrom('games').select('game_type').where('id', '=', gameId).executeTakeFirst();
  return row?.game_type;
}

/** The brand's settings JSON, read in the caller's transaction. */
export async function findBrandSettings(db: Executor, merchantId: number): Promise<string | undefined> {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirst();
  return row?.settings;
}
