import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TeamSums } from './settlement.repository';

/**
 * The 5-minute windows' claims (migration 0054): claiming window W marks every member window row
 * not yet counted, of play up to W, as counted in W. A round recorded after its window was claimed
 * lands on a new unclaimed row, so the next window claimed counts it, once.
 */

/** The last window claimed (its start), or undefined before the first claim. */
export async function lastClaimedWindow(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('contract_window_claims')
    .select((eb) => eb.fn.max('window_start').as('last'))
    .executeTakeFirst();
  return row?.last == null ? undefined : Number(row.last);
}

/** The oldest window with play not yet counted, or undefined when everything is counted. */
export async function oldestUnclaimedWindow(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_window_rollups')
    .select((eb) => eb.fn.min('window_start').as('oldest'))
    .where('claimed_window', '=', 0)
    .executeTakeFirst();
  return row?.oldest == null ? undefined : Number(row.oldest);
}

/**
 * Claims the windows first, first + `every`, …, last in the caller's transaction: each unclaimed
 * row of play up to `last` is counted in its own window, or in `first` when its play was before
 * (a round recorded after its window was claimed). False, with nothing claimed once the caller
 * rolls back, when another run claimed one of them first. The update takes the rows' locks, so a
 * posting adding to one of them either commits first (and is counted here) or, on PostgreSQL,
 * finds the row claimed when its lock is released and starts a new unclaimed row.
 */
export async function claimWindows(db: Executor, window: { first: number; last: number; every: number }, now: number): Promise<boolean> {
  const starts: number[] = [];
  for (let at = window.first; at <= window.last; at += window.every) starts.push(at);
  for (let from = 0; from < starts.length; from += 500) {
    const part = starts.slice(from, from + 500);
    const claimed = await db
      .insertInto('contract_window_claims')
      .values(part.map((start) => ({ window_start: start, claimed_at: now })))
      .onConflict((oc) => oc.column('window_start').doNothing())
      .returning('window_start')
      .execute();
    if (claimed.length !== part.length) return false;
  }
  await db
    .updateTable('member_window_rollups')
    .set((eb) => ({
      claimed_window: eb.case().when('window_start', '<', window.first).then(window.first).else(eb.ref('window_start')).end(),
    }))
    .where('claimed_window', '=', 0)
    .where('window_start', '<=', window.last)
    .execute();
  return true;
}

/**
 * Every agent's whole team, over the window rows counted by the claimed windows in `ranges` (runs
 * [from, to); usually one, a whole settlement window), by agent: one grouped read that starts from
 * the windows' rows (summed per member first, so a member with several rows counts once as
 * active), each joined to its member's ancestors by descendant. Its cost follows the windows'
 * play, not the number of agents or the size of their teams.
 */
export async function windowTeamSums(db: Executor, ranges: { from: number; to: number }[]): Promise<Map<number, TeamSums>> {
  const sums = new Map<number, TeamSums>();
  if (ranges.length === 0) return sums;
  const counted = sql.join(
    ranges.map(({ from, to }) => sql`(claimed_window >= ${from} and claimed_window < ${to})`),
    sql` or `,
  );
  const result = await sql<{ ancestor_id: number; active: number; valid_bet: number; payout: number }>`
    select t.ancestor_id, sum(m.active) as active, sum(m.valid_bet) as valid_bet, sum(m.payout) as payout
    from (
      select member_id, max(case when bet_count > 0 then 1 else 0 end) as active,
             sum(valid_bet) as valid_bet, sum(payout) as payout
      from member_window_rollups
      where ${counted}
      group by member_id
    ) m
    join member_tree t on t.descendant_id = m.member_id and t.depth >= 1
    group by t.ancestor_id
  `.execute(db);
  for (const row of result.rows) {
    const validBet = Number(row.valid_bet);
    sums.set(Number(row.ancestor_id), { activeMembers: Number(row.active), validBet, winLoss: Number(row.payout) - validBet });
  }
  return sums;
}
