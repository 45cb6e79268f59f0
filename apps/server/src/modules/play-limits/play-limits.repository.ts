import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { JoinableWrite } from '../../db/money-writer';
import { isPostgres, parametersFrom, prepared } from '../../db/prepared';

/** The only database code of the player's limits (migration 0029). */

export interface LimitRow {
  limit_key: string;
  value: number | null;
  pending_value: number | null;
  pending_at: number | null;
}

export const findLimits = (db: Executor, memberId: number): Promise<LimitRow[]> =>
  db
    .selectFrom('play_limits')
    .select(['limit_key', 'value', 'pending_value', 'pending_at'])
    .where('member_id', '=', memberId)
    .execute()
    .then((rows) => rows.map(numeric));

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const numeric = (row: LimitRow): LimitRow => ({
  limit_key: row.limit_key,
  value: toNumber(row.value),
  pending_value: toNumber(row.pending_value),
  pending_at: toNumber(row.pending_at),
});

export async function saveLimit(
  db: Executor,
  row: LimitRow & { member_id: number; merchant_id: number; updated_at: number },
): Promise<void> {
  await db
    .insertInto('play_limits')
    .values(row)
    .onConflict((c) =>
      c.columns(['member_id', 'limit_key']).doUpdateSet({
        value: row.value,
        pending_value: row.pending_value,
        pending_at: row.pending_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function insertLimitChange(
  db: Executor,
  change: {
    merchantId: number;
    memberId: number;
    key: string;
    oldValue: number | null;
    newValue: number | null;
    requestedAt: number;
    appliesAt: number;
  },
): Promise<void> {
  await db
    .insertInto('play_limit_changes')
    .values({
      merchant_id: change.merchantId,
      member_id: change.memberId,
      limit_key: change.key,
      old_value: change.oldValue,
      new_value: change.newValue,
      requested_at: change.requestedAt,
      applies_at: change.appliesAt,
    })
    .execute();
}

export const limitChanges = (db: Executor, memberId: number, count: number) =>
  db
    .selectFrom('play_limit_changes')
    .select(['limit_key', 'old_value', 'new_value', 'requested_at', 'applies_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(count)
    .execute();

export type UsageColumn = 'deposited' | 'staked' | 'won';

/**
 * Adds to the member's day totals. On PostgreSQL the upsert locks the member's day row until the
 * transaction ends, so a member's concurrent bets and deposits pass the limit check one at a time.
 */
// PostgreSQL: a stake's usage and the member's limits in one statement (every bet runs it).
const stakeAndLimits = prepared<LimitRow>(`WITH usage AS (
    INSERT INTO play_usage (member_id, day, staked) VALUES ($1::int, $2::int, $3::bigint)
    ON CONFLICT (member_id, day) DO UPDATE SET staked = play_usage.staked + excluded.staked
  )
  SELECT limit_key, value, pending_value, pending_at FROM play_limits WHERE member_id = $1::int`);

/** Counts a stake in the member's day row (which locks it to the commit) and returns the member's limits. */
export async function addStakeFindLimits(db: Executor, memberId: number, day: number, amount: number): Promise<LimitRow[]> {
  if (!isPostgres(db)) {
    await addUsage(db, memberId, day, 'staked', amount);
    return findLimits(db, memberId);
  }
  return (await stakeAndLimits.execute(db, [memberId, day, amount])).rows.map(numeric);
}

// Every win runs one: SQL text per column, prepared once, not a query built anew per call.
const addUsageStatements = Object.fromEntries(
  (['deposited', 'staked', 'won'] as const).map((column) => [
    column,
    prepared(
      `INSERT INTO play_usage (member_id, day, ${column}) VALUES (?, ?, ?)
       ON CONFLICT (member_id, day) DO UPDATE SET ${column} = play_usage.${column} + excluded.${column}`,
    ),
  ]),
) as Record<UsageColumn, ReturnType<typeof prepared>>;

export async function addUsage(db: Executor, memberId: number, day: number, column: UsageColumn, amount: number): Promise<void> {
  await addUsageStatements[column].execute(db, [memberId, day, amount]);
}

/**
 * PostgreSQL: the same upsert as a write kept for the transaction's end (`Work.joinLast`), in one
 * statement with the posting's house side. One order per member: two counts of one member's day in
 * a transaction change the same row, which one statement cannot do twice.
 */
export const usageWrite = (memberId: number, day: number, column: UsageColumn, amount: number): JoinableWrite => ({
  order: `0:play-usage:${memberId}`,
  ctes: (prefix, first) => {
    const $ = parametersFrom(first);
    return `${prefix}usage AS (INSERT INTO play_usage (member_id, day, ${column}) VALUES (${$(1)}::int, ${$(2)}::int, ${$(3)}::bigint)
      ON CONFLICT (member_id, day) DO UPDATE SET ${column} = play_usage.${column} + excluded.${column})`;
  },
  parameters: [memberId, day, amount],
});

export interface UsageDay {
  day: number;
  deposited: number;
  staked: number;
  won: number;
}

/** The member's day totals from `firstDay` on. */
export const usageSince = (db: Executor, memberId: number, firstDay: number): Promise<UsageDay[]> =>
  db
    .selectFrom('play_usage')
    .select(['day', 'deposited', 'staked', 'won'])
    .where('member_id', '=', memberId)
    .where('day', '>=', firstDay)
    .execute()
    .then((rows) =>
      rows.map((row) => ({ day: row.day, deposited: Number(row.deposited), staked: Number(row.staked), won: Number(row.won) })),
    );

export const findRealityCheck = (db: Executor, memberId: number): Promise<number> =>
  db
    .selectFrom('play_settings')
    .select('reality_check_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst()
    .then((row) => row?.reality_check_minutes ?? 0);

export async function saveRealityCheck(db: Executor, memberId: number, minutes: number, now: number): Promise<void> {
  await db
    .insertInto('play_settings')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((c) => c.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
    .execute();
}

/**
 * Puts the session time limit on the member's open log-in sessions: each ends `minutes` after it
 * began, or sooner when an earlier limit already said so. Returns nothing; the caller drops the
 * member's cached sessions.
 */
export async function limitOpenSessions(db: Executor, memberId: number, minutes: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      play_ends_at: sql<number>`CASE WHEN play_ends_at IS NULL OR play_ends_at > created_at + ${minutes * 60_000} THEN created_at + ${minutes * 60_000} ELSE play_ends_at END`,
    })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** A log-in session's start and end under the session limit. */
export const findSessionTimes = (db: Executor, sessionId: number) =>
  db.selectFrom('sessions').select(['created_at', 'play_ends_at']).where('id', '=', sessionId).executeTakeFirst();

/** The log-in before the newest one: its time and IP (the header shows it). */
export const previousLogin = (db: Executor, memberId: number) =>
  db
    .selectFrom('sessions')
    .select(['created_at', 'ip'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(1)
    .limit(1)
    .executeTakeFirst();

/** Whether a member belongs to the brand (staff see their own brand's players only). */
export const memberOfBrand = (db: Executor, merchantId: number, memberId: number): Promise<boolean> =>
  db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
