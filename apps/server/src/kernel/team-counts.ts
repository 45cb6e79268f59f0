import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { brandDay } from './posting-facts';
import { merchantSettings, parseJson } from './merchant-settings';
import { findBrandSettingsJson } from './posting-facts.repository';

/**
 * The agents' member counts (migration 0041, docs/agents.md "Team counts"): who registered and who
 * placed a bet, added to every ancestor's `team_counts` row of the period in the transaction that
 * made the change, so the team overview reads a few rows instead of counting over the team.
 * Here (not in the agent module) because registration, staff tools and the posting listener all
 * write them.
 */

const DAY_MS = 86_400_000;
type Kind = 'D' | 'W' | 'M';

/** The first day of the period of each kind a brand day falls in: the day, its week (from Monday), its month. */
export function periodStarts(day: number): Record<Kind, number> {
  const date = new Date(day * DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts from Monday.
  return { D: day, W: day - ((((day + 3) % 7) + 7) % 7), M: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS };
}

/**
 * Adds one to a column of the team_counts rows of every ancestor of the member (not the member),
 * for each period given. Rows are taken nearest ancestor first, then by kind, the order every
 * writer uses, so two postings under one agent queue rather than deadlock.
 */
async function addToAncestors(
  db: Executor,
  memberId: number,
  column: 'new_members' | 'active_members',
  periods: { kind: Kind; start: number }[],
) {
  if (periods.length === 0) return;
  const list = sql.join(
    periods.map((p) => sql`SELECT cast(${p.kind} as varchar(1)) AS kind, cast(${p.start} as integer) AS start`),
    sql` UNION ALL `,
  );
  await sql`
    INSERT INTO team_counts (ancestor_id, kind, start, ${sql.ref(column)})
    SELECT t.ancestor_id, p.kind, p.start, 1
    FROM member_tree t CROSS JOIN (${list}) p
    WHERE t.descendant_id = ${memberId} AND t.depth >= 1
    ORDER BY t.depth, p.kind
    ON CONFLICT (ancestor_id, kind, start) DO UPDATE SET ${sql.ref(column)} = team_counts.${sql.ref(column)} + 1
  `.execute(db);
}

/**
 * A bet of the member on a brand day: the first of its day, week or month marks the member and
 * counts them active for every ancestor once. Marks that exist already (a conflict) add nothing;
 * on PostgreSQL a second first bet at the same moment waits for the first's mark and then adds nothing.
 */
export async function countActive(db: Executor, memberId: number, day: number): Promise<void> {
  const starts = periodStarts(day);
  const marked = await db
    .insertInto('member_active_marks')
    .values((['D', 'W', 'M'] as const).map((kind) => ({ member_id: memberId, kind, start: starts[kind] })))
    .onConflict((oc) => oc.doNothing())
    .returning(['kind', 'start'])
    .execute();
  await addToAncestors(db, memberId, 'active_members', marked);
}

/** A member placed in the tree: a new member on the brand day of their registration, for every ancestor. */
export async function countNewMember(db: Executor, member: { id: number; merchantId: number; createdAt: number }): Promise<void> {
  const json = await findBrandSettingsJson(db, member.merchantId);
  const offset = json ? parseJson(merchantSettings, json).gmtOffsetMinutes : 0;
  await addToAncestors(db, member.id, 'new_members', [{ kind: 'D', start: brandDay(member.createdAt, offset) }]);
}
