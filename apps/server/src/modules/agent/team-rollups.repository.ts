import type { Executor } from '../../db/executor';
import type { JoinableWrite } from '../../db/money-writer';
import { isPostgres, parametersFrom, prepared } from '../../db/prepared';

/** What one posting adds to a member's rollup rows. */
export interface RollupChange {
  merchantId: number;
  memberId: number;
  day: number;
  /** The 5-minute UTC window of play, for the contracts' window rows. */
  windowStart: number;
  gameType: string;
  /** The game's vendor code ('' on money rows): a key of the member's and the uplines' day rows. */
  vendor: string;
  betCount: number;
  validBet: number;
  payout: number;
  depositCount: number;
  depositAmount: number;
  withdrawCount: number;
  withdrawAmount: number;
}

const SUMS = ['bet_count', 'valid_bet', 'payout', 'deposit_count', 'deposit_amount', 'withdraw_count', 'withdraw_amount'] as const;

// PostgreSQL: the three upserts below as one statement (every bet, win and rollback runs it, in the
// posting's transaction). 1 merchant, 2 member, 3 game type, 4–10 the sums in SUMS order, 11 day, 12 window, 13 vendor.
/** The window rows keep play only (the contracts pay on bets, never on deposits). */
const WINDOW_SUMS = ['bet_count', 'valid_bet', 'payout'] as const;
const addedSums = (table: string) => SUMS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
/** The three upserts as CTE definitions (names start with `prefix`, parameters numbered from `$first`). */
const rollupCtes = (prefix: string, first: number): string => {
  const $ = parametersFrom(first);
  const sumValues = SUMS.map((_, i) => `${$(i + 4)}::bigint`).join(', ');
  return `${prefix}day_row AS (
    INSERT INTO member_day_rollups (merchant_id, member_id, game_type, ${SUMS.join(', ')}, day, vendor)
    VALUES (${$(1)}::int, ${$(2)}::int, ${$(3)}::varchar, ${sumValues}, ${$(11)}::int, ${$(13)}::varchar)
    ON CONFLICT (member_id, day, game_type, vendor) DO UPDATE SET ${addedSums('member_day_rollups')}
  ),
  ${prefix}window_row AS (
    INSERT INTO member_window_rollups (merchant_id, member_id, window_start, claimed_window, bet_count, valid_bet, payout)
    SELECT ${$(1)}::int, ${$(2)}::int, ${$(12)}::bigint, 0, ${$(4)}::bigint, ${$(5)}::bigint, ${$(6)}::bigint
    WHERE NOT (${$(4)}::bigint = 0 AND ${$(5)}::bigint = 0 AND ${$(6)}::bigint = 0)
    ON CONFLICT (member_id, window_start, claimed_window) DO UPDATE SET ${WINDOW_SUMS.map((c) => `${c} = member_window_rollups.${c} + excluded.${c}`).join(', ')}
  ),
  ${prefix}team_rows AS (
    INSERT INTO team_day_rollups (merchant_id, ancestor_id, day, game_type, ${SUMS.join(', ')}, vendor)
    SELECT ${$(1)}::int, t.ancestor_id, ${$(11)}::int, ${$(3)}::varchar, ${sumValues}, ${$(13)}::varchar
    FROM member_tree t WHERE t.descendant_id = ${$(2)}::int AND t.depth >= 1
    ON CONFLICT (ancestor_id, day, game_type, vendor) DO UPDATE SET ${addedSums('team_day_rollups')}
  )`;
};
const allRollupsAtOnce = prepared(`WITH ${rollupCtes('', 1)} SELECT 1`);

/** The sums in SUMS order. */
const sumsOf = (change: RollupChange): number[] => [
  change.betCount,
  change.validBet,
  change.payout,
  change.depositCount,
  change.depositAmount,
  change.withdrawCount,
  change.withdrawAmount,
];

const parametersOf = (change: RollupChange): unknown[] => [
  change.merchantId,
  change.memberId,
  change.gameType,
  ...sumsOf(change),
  change.day,
  change.windowStart,
  change.vendor,
];

/**
 * PostgreSQL: the rollups' upserts as a write kept for the end of the posting's transaction, to go
 * in one statement with the house's side of the posting (`Work.joinLast`).
 */
export const rollupsWrite = (change: RollupChange): Omit<JoinableWrite, 'order'> => ({
  ctes: rollupCtes,
  parameters: parametersOf(change),
});

const sqliteDayRow = prepared(
  `INSERT INTO member_day_rollups (merchant_id, member_id, game_type, ${SUMS.join(', ')}, day, vendor)
   VALUES (?, ?, ?, ${SUMS.map(() => '?').join(', ')}, ?, ?)
   ON CONFLICT (member_id, day, game_type, vendor) DO UPDATE SET ${addedSums('member_day_rollups')}`,
);
const sqliteWindowRow = prepared(
  `INSERT INTO member_window_rollups (merchant_id, member_id, window_start, claimed_window, bet_count, valid_bet, payout)
   VALUES (?, ?, ?, 0, ?, ?, ?)
   ON CONFLICT (member_id, window_start, claimed_window) DO UPDATE SET ${WINDOW_SUMS.map((c) => `${c} = member_window_rollups.${c} + excluded.${c}`).join(', ')}`,
);
const sqliteTeamRows = prepared(
  `INSERT INTO team_day_rollups (merchant_id, ancestor_id, day, game_type, vendor, ${SUMS.join(', ')})
   SELECT ?, t.ancestor_id, ?, ?, ?, ${SUMS.map(() => '?').join(', ')}
   FROM member_tree t WHERE t.descendant_id = ? AND t.depth >= 1
   ON CONFLICT (ancestor_id, day, game_type, vendor) DO UPDATE SET ${addedSums('team_day_rollups')}`,
);

/**
 * Adds the change to the member's day row and, for play, to the member's unclaimed row of its
 * 5-minute window (created on first use; migration 0054), and to the day row of every agent above
 * the member (one statement over the member's closure rows), in the caller's transaction.
 */
export async function addToRollups(db: Executor, change: RollupChange): Promise<void> {
  if (isPostgres(db)) {
    await allRollupsAtOnce.execute(db, parametersOf(change));
    return;
  }
  // SQLite: the same three upserts as fixed text (prepared once, not a query built per posting).
  const sums = sumsOf(change);
  await sqliteDayRow.execute(db, [change.merchantId, change.memberId, change.gameType, ...sums, change.day, change.vendor]);
  if (change.betCount !== 0 || change.validBet !== 0 || change.payout !== 0)
    await sqliteWindowRow.execute(db, [
      change.merchantId,
      change.memberId,
      change.windowStart,
      change.betCount,
      change.validBet,
      change.payout,
    ]);
  // A member without uplines has no closure rows above them: the SELECT gives nothing to add.
  await sqliteTeamRows.execute(db, [change.merchantId, change.day, change.gameType, change.vendor, ...sums, change.memberId]);
}
