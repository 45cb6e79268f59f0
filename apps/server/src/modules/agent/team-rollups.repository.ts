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

/** Adds the change to the member's day row and hour row (created on first use), in the caller's transaction. */
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
