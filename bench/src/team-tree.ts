import { sql } from 'kysely';
import { MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '@panalo/server/app-context';
import { periodStarts } from '@panalo/server/kernel/team-counts';

const CHUNK = 500;

/**
 * Builds an agent's team in bulk: `fanOut` members under each member, `levels` deep, every
 * level but the last made of agents, with their closure rows (self, and each ancestor of the
 * upline one level further). Returns the members of the last level and how many were made.
 */
export async function buildTeamTree(
  ctx: AppContext,
  { merchantId, agentId, fanOut, levels, now }: { merchantId: number; agentId: number; fanOut: number; levels: number; now: number },
): Promise<{ made: number; lastLevel: number[] }> {
  let uplines: { id: number; ancestors: [number, number][] }[] = [{ id: agentId, ancestors: [[agentId, 0]] }];
  let made = 0;
  for (let level = 1; level <= levels; level++) {
    const next: typeof uplines = [];
    const pending: { upline: (typeof uplines)[number]; username: string }[] = [];
    for (const upline of uplines) for (let i = 0; i < fanOut; i++) pending.push({ upline, username: `l${level}m${made++}` });
    for (let start = 0; start < pending.length; start += CHUNK) {
      const part = pending.slice(start, start + CHUNK);
      const rows = await ctx.db
        .insertInto('members')
        .values(
          part.map(({ upline, username }) => ({
            merchant_id: merchantId,
            username,
            type: level < levels ? MemberType.AGENT : MemberType.MEMBER,
            upline_id: upline.id,
            language: 'EN',
            status: 'active',
            contact: '{}',
            created_at: now - (made % 60) * 86_400_000,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const tree: { ancestor_id: number; descendant_id: number; depth: number }[] = [];
      rows.forEach((row, index) => {
        const ancestors: [number, number][] = [
          [row.id, 0],
          ...part[index]!.upline.ancestors.map(([id, depth]) => [id, depth + 1] as [number, number]),
        ];
        for (const [ancestor, depth] of ancestors) tree.push({ ancestor_id: ancestor, descendant_id: row.id, depth });
        next.push({ id: row.id, ancestors });
      });
      for (let from = 0; from < tree.length; from += CHUNK)
        await ctx.db
          .insertInto('member_tree')
          .values(tree.slice(from, from + CHUNK))
          .execute();
    }
    uplines = next;
  }
  return { made, lastLevel: uplines.map((upline) => upline.id) };
}

/**
 * The agents' team day rows (team_day_rollups) for member day rollups a bench wrote in bulk: what
 * the posting's listener would have added to every ancestor (migration 0022's backfill query).
 */
export async function addTeamDayRows(ctx: AppContext, merchantId: number): Promise<void> {
  await sql`
    INSERT INTO team_day_rollups
      (merchant_id, ancestor_id, day, game_type, vendor, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
    SELECT r.merchant_id, t.ancestor_id, r.day, r.game_type, r.vendor, sum(r.bet_count), sum(r.valid_bet), sum(r.payout),
      sum(r.deposit_count), sum(r.deposit_amount), sum(r.withdraw_count), sum(r.withdraw_amount)
    FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
    WHERE r.merchant_id = ${merchantId}
    GROUP BY r.merchant_id, t.ancestor_id, r.day, r.game_type, r.vendor
  `.execute(ctx.db);
}

/**
 * The agents' team counts (team_counts, migration 0041) for members and day rollups a bench wrote
 * in bulk: the first-bet marks of each day, week and month, and per ancestor the new and active
 * members, as registration and the posting listener (kernel/team-counts.ts) would have left them.
 */
export async function addTeamCounts(ctx: AppContext, merchantId: number, gmtOffsetMinutes: number): Promise<void> {
  const range = await ctx.db
    .selectFrom('member_day_rollups')
    .select((eb) => [eb.fn.min('day').as('low'), eb.fn.max('day').as('high')])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  await sql`CREATE TABLE bench_calendar (day integer PRIMARY KEY, week integer NOT NULL, month integer NOT NULL)`.execute(ctx.db);
  const days = [];
  for (let day = Number(range.low); day <= Number(range.high); day++) {
    const starts = periodStarts(day);
    days.push(sql`(${day}, ${starts.W}, ${starts.M})`);
  }
  if (days.length > 0) await sql`INSERT INTO bench_calendar (day, week, month) VALUES ${sql.join(days)}`.execute(ctx.db);
  for (const [kind, column] of [
    ['D', 'day'],
    ['W', 'week'],
    ['M', 'month'],
  ] as const) {
    await sql`
      INSERT INTO member_active_marks (member_id, kind, start)
      SELECT DISTINCT r.member_id, ${kind}, c.${sql.ref(column)}
      FROM member_day_rollups r JOIN bench_calendar c ON c.day = r.day
      WHERE r.merchant_id = ${merchantId} AND r.bet_count > 0
    `.execute(ctx.db);
  }
  await sql`DROP TABLE bench_calendar`.execute(ctx.db);
  await sql`
    INSERT INTO team_counts (ancestor_id, kind, start, active_members)
    SELECT t.ancestor_id, a.kind, a.start, count(*)
    FROM member_active_marks a JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth >= 1
    JOIN members m ON m.id = a.member_id AND m.merchant_id = ${merchantId}
    GROUP BY t.ancestor_id, a.kind, a.start
  `.execute(ctx.db);
  const offsetMs = sql.lit(gmtOffsetMinutes * 60_000);
  const dayMs = sql.lit(86_400_000);
  const day = sql`cast((m.created_at + ${offsetMs} - ((m.created_at + ${offsetMs}) % ${dayMs})) / ${dayMs} as integer)`;
  await sql`
    INSERT INTO team_counts (ancestor_id, kind, start, new_members)
    SELECT t.ancestor_id, 'D', ${day}, count(*)
    FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.depth >= 1
    WHERE m.merchant_id = ${merchantId}
    GROUP BY t.ancestor_id, ${day}
    ON CONFLICT (ancestor_id, kind, start) DO UPDATE SET new_members = excluded.new_members
  `.execute(ctx.db);
}
