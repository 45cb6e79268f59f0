import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** The only database code of missions. */

export interface MissionRow {
  id: number;
  merchant_id: number;
  period: string;
  kind: string;
  target: number;
  game_type: string | null;
  reward: number;
  title: string;
}

export interface ProgressRow {
  mission_id: number;
  progress: number;
  completed_at: number | null;
  claimed_at: number | null;
}

const MISSION_COLUMNS = ['id', 'merchant_id', 'period', 'kind', 'target', 'game_type', 'reward', 'title'] as const;

export function activeMissions(db: Executor, merchantId: number): Promise<MissionRow[]> {
  return db
    .selectFrom('missions')
    .select(MISSION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('active', '=', 1)
    .orderBy('period')
    .orderBy('id')
    .execute();
}

export function findMission(db: Executor, merchantId: number, id: number): Promise<MissionRow | undefined> {
  return db
    .selectFrom('missions')
    .select(MISSION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export async function insertMission(db: Executor, row: Omit<MissionRow, 'id'> & { now: number }): Promise<number> {
  const { now, ...rest } = row;
  const inserted = await db
    .insertInto('missions')
    .values({ ...rest, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The member's progress rows of these periods. */
export function progressOf(db: Executor, memberId: number, periodKeys: string[]): Promise<(ProgressRow & { period_key: string })[]> {
  return db
    .selectFrom('mission_progress')
    .select(['mission_id', 'period_key', 'progress', 'completed_at', 'claimed_at'])
    .where('member_id', '=', memberId)
    .where('period_key', 'in', periodKeys)
    .execute();
}

/**
 * Adds to a member's progress on a mission in a period (the row is made on first use) and stamps
 * completed_at the first time progress reaches the target. A negative amount (a rolled-back bet)
 * takes progress back off, never below zero and never from a completed mission.
 */
export async function addProgress(
  db: Executor,
  key: { missionId: number; memberId: number; periodKey: string; merchantId: number },
  amount: number,
  target: number,
  now: number,
): Promise<void> {
  if (amount < 0) {
    await db
      .updateTable('mission_progress')
      .set({ progress: sql`CASE WHEN progress + ${amount} < 0 THEN 0 ELSE progress + ${amount} END` })
      .where('mission_id', '=', key.missionId)
      .where('member_id', '=', key.memberId)
      .where('period_key', '=', key.periodKey)
      .where('completed_at', 'is', null)
      .execute();
    return;
  }
  const completedAt = amount >= target ? now : null;
  await db
    .insertInto('mission_progress')
    .values({
      mission_id: key.missionId,
      member_id: key.memberId,
      period_key: key.periodKey,
      merchant_id: key.merchantId,
      progress: amount,
      completed_at: completedAt,
      claimed_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['mission_id', 'member_id', 'period_key']).doUpdateSet({
        progress: sql`mission_progress.progress + ${amount}`,
        completed_at: sql`CASE WHEN mission_progress.completed_at IS NULL AND mission_progress.progress + ${amount} >= ${target} THEN ${now} ELSE mission_progress.completed_at END`,
      }),
    )
    .execute();
}

/** Notes a distinct thing (a day, a game) a mission saw in the period; true only the first time. */
export async function addMark(
  db: Executor,
  key: { missionId: number; memberId: number; periodKey: string },
  mark: string,
): Promise<boolean> {
  const result = await db
    .insertInto('mission_marks')
    .values({ mission_id: key.missionId, member_id: key.memberId, period_key: key.periodKey, mark })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The guard against paying twice: stamps claimed_at on a completed, unclaimed row. On PostgreSQL
 * a parallel claim waits on the row lock and then finds it claimed; true for one claim only.
 */
export async function markMissionClaimed(
  db: Executor,
  key: { missionId: number; memberId: number; periodKey: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('mission_progress')
    .set({ claimed_at: now })
    .where('mission_id', '=', key.missionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .where('completed_at', 'is not', null)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The period's board: members by missions completed, the earliest finisher first on a tie. */
export function leaderboard(
  db: Executor,
  merchantId: number,
  periodKey: string,
  limit: number,
): Promise<{ member_id: number; username: string; completed: number }[]> {
  return db
    .selectFrom('mission_progress')
    .innerJoin('members', 'members.id', 'mission_progress.member_id')
    .select(['mission_progress.member_id', 'members.username'])
    .select((eb) => eb.fn.countAll<number>().as('completed'))
    .where('mission_progress.merchant_id', '=', merchantId)
    .where('mission_progress.period_key', '=', periodKey)
    .where('mission_progress.completed_at', 'is not', null)
    .groupBy(['mission_progress.member_id', 'members.username'])
    .orderBy('completed', 'desc')
    .orderBy((eb) => eb.fn.max('mission_progress.completed_at'), 'asc')
    .limit(limit)
    .execute();
}
