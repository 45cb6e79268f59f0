import { sql } from 'kysely';
import { MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '@panalo/server/app-context';

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
      (merchant_id, ancestor_id, day, game_type, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
    SELECT r.merchant_id, t.ancestor_id, r.day, r.game_type, sum(r.bet_count), sum(r.valid_bet), sum(r.payout),
      sum(r.deposit_count), sum(r.deposit_amount), sum(r.withdraw_count), sum(r.withdraw_amount)
    FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
    WHERE r.merchant_id = ${merchantId}
    GROUP BY r.merchant_id, t.ancestor_id, r.day, r.game_type
  `.execute(ctx.db);
}
