import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { AGENT_TYPES } from '@panalo/contract/member-types';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';

/**
 * The team queries. Every one starts from the closure table (member_tree) at the agent's row:
 * the team is `ancestor_id = agent AND depth >= 1`, a level is `depth = n`; no recursive walk.
 */

export interface TeamFilter {
  search?: string;
  level?: number;
  kind?: 'MEMBER' | 'AGENT';
  status?: string;
  /** Only members seen since this instant with a live session (online), or only the others. */
  online?: boolean;
  lastLoginFrom?: number;
  lastLoginTo?: number;
  balanceMin?: number;
  balanceMax?: number;
  registeredFrom?: number;
  registeredTo?: number;
}

/** The condition that a team member (`m.id`) is online, from the session module. */
export type OnlineCondition = RawBuilder<boolean>;

type TeamTables = Database & {
  m: Database['members'];
  t: Database['member_tree'];
  up: Database['members'];
  la: Database['ledger_accounts'];
};

function teamOf(db: Executor, agentId: number) {
  return db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .leftJoin('ledger_accounts as la', (join) => join.onRef('la.member_id', '=', 'm.id').on('la.kind', '=', 'main'))
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1);
}

type TeamQuery<O> = SelectQueryBuilder<TeamTables, 't' | 'm' | 'la', O>;

function filtered<O>(query: TeamQuery<O>, filter: TeamFilter, online: OnlineCondition): TeamQuery<O> {
  let q = query;
  if (filter.level !== undefined) q = q.where('t.depth', '=', filter.level);
  if (filter.kind === 'AGENT') q = q.where('m.type', 'in', AGENT_TYPES);
  if (filter.kind === 'MEMBER') q = q.where('m.type', 'not in', AGENT_TYPES);
  if (filter.status) q = q.where('m.status', '=', filter.status);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    q = q.where((eb) => eb.or([eb('m.username', 'like', pattern), eb(eb.fn('lower', ['m.nickname']), 'like', pattern)]));
  }
  if (filter.online !== undefined) q = q.where((eb) => (filter.online ? online : eb.not(online)));
  if (filter.lastLoginFrom !== undefined) q = q.where('m.last_login_at', '>=', filter.lastLoginFrom);
  if (filter.lastLoginTo !== undefined) q = q.where('m.last_login_at', '<', filter.lastLoginTo);
  const balance = sql<number>`coalesce(la.balance, 0)`;
  if (filter.balanceMin !== undefined) q = q.where(balance, '>=', filter.balanceMin);
  if (filter.balanceMax !== undefined) q = q.where(balance, '<=', filter.balanceMax);
  if (filter.registeredFrom !== undefined) q = q.where('m.created_at', '>=', filter.registeredFrom);
  if (filter.registeredTo !== undefined) q = q.where('m.created_at', '<', filter.registeredTo);
  return q;
}

function memberColumns<O>(query: TeamQuery<O>, online: OnlineCondition) {
  return query
    .leftJoin('members as up', 'up.id', 'm.upline_id')
    .select([
      'm.id',
      'm.username',
      'm.nickname',
      'm.type',
      't.depth',
      'up.username as upline_username',
      'm.upline_id',
      'm.status',
      sql<number>`coalesce(la.balance, 0)`.as('balance'),
      'm.last_login_at',
      'm.created_at',
      'm.agent_rate_bp',
      online.as('online'),
    ]);
}

export async function listTeam(
  db: Executor,
  agentId: number,
  filter: TeamFilter,
  online: OnlineCondition,
  page: { offset: number; limit: number },
) {
  const base = filtered(teamOf(db, agentId) as unknown as TeamQuery<object>, filter, online);
  const [rows, count] = await Promise.all([
    memberColumns(base, online).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type TeamRow = Awaited<ReturnType<typeof listTeam>>['rows'][number];

/** One member of the agent's team by account name, or undefined when the account is not in it. */
export async function findInTeam(db: Executor, agentId: number, username: string, online: OnlineCondition): Promise<TeamRow | undefined> {
  const base = (teamOf(db, agentId) as unknown as TeamQuery<object>).where('m.username', '=', username);
  return memberColumns(base, online).executeTakeFirst();
}

/** How many downlines a member has: all levels, and direct. */
export async function teamSizeOf(db: Executor, memberId: number) {
  const row = await db
    .selectFrom('member_tree')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('depth', '=', 1).then(1).else(0).end()).as('direct'),
    ])
    .where('ancestor_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), direct: Number(row.direct ?? 0) };
}

/** Downlines online now. */
export async function onlineCount(db: Executor, agentId: number, online: OnlineCondition): Promise<number> {
  const row = await (teamOf(db, agentId) as unknown as TeamQuery<object>)
    .where(online)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The agent's team_counts rows (migration 0041) from `fromDay` on: per kind (D day, W week, M
 * month) and period start, the downlines who registered and who placed a bet. A few rows per day.
 */
export async function teamCountRows(db: Executor, agentId: number, fromDay: number) {
  const rows = await db
    .selectFrom('team_counts')
    .select(['kind', 'start', 'new_members', 'active_members'])
    .where('ancestor_id', '=', agentId)
    .where('start', '>=', fromDay)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    start: Number(row.start),
    fresh: Number(row.new_members),
    active: Number(row.active_members),
  }));
}

const sums = (eb: ExpressionBuilder<Database, 'member_day_rollups'>) => [
  eb.fn.sum<number>('member_day_rollups.bet_count').as('bet_count'),
  eb.fn.sum<number>('member_day_rollups.valid_bet').as('valid_bet'),
  eb.fn.sum<number>('member_day_rollups.payout').as('payout'),
  eb.fn.sum<number>('member_day_rollups.deposit_count').as('deposit_count'),
  eb.fn.sum<number>('member_day_rollups.deposit_amount').as('deposit_amount'),
  eb.fn.sum<number>('member_day_rollups.withdraw_count').as('withdraw_count'),
  eb.fn.sum<number>('member_day_rollups.withdraw_amount').as('withdraw_amount'),
];

export type RollupSums = Record<
  'bet_count' | 'valid_bet' | 'payout' | 'deposit_count' | 'deposit_amount' | 'withdraw_count' | 'withdraw_amount',
  number | string | null
>;

/** The team's rollup sums per day over [fromDay, toDay] (brand-local day numbers): the agent's own team rows. */
export async function teamDailySums(db: Executor, agentId: number, fromDay: number, toDay: number) {
  return db
    .selectFrom('team_day_rollups as r')
    .where('r.ancestor_id', '=', agentId)
    .where('r.day', '>=', fromDay)
    .where('r.day', '<=', toDay)
    .select((eb) => [
      eb.fn.sum<number>('r.bet_count').as('bet_count'),
      eb.fn.sum<number>('r.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('r.payout').as('payout'),
      eb.fn.sum<number>('r.deposit_count').as('deposit_count'),
      eb.fn.sum<number>('r.deposit_amount').as('deposit_amount'),
      eb.fn.sum<number>('r.withdraw_count').as('withdraw_count'),
      eb.fn.sum<number>('r.withdraw_amount').as('withdraw_amount'),
      'r.day',
    ])
    .groupBy('r.day')
    .execute();
}

/** One member's own rollup sums over [fromDay, toDay]. */
export async function memberSums(db: Executor, memberId: number, fromDay: number, toDay: number): Promise<RollupSums> {
  return db
    .selectFrom('member_day_rollups')
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .select((eb) => sums(eb))
    .executeTakeFirstOrThrow();
}

/** The agent's own type, rate and invitation code. */
export async function findAgentProfile(db: Executor, memberId: number) {
  return db.selectFrom('members').select(['id', 'type', 'agent_rate_bp', 'referral_code']).where('id', '=', memberId).executeTakeFirst();
}

/** Gives an agent their invitation code when they have none yet; false when another took the code. */
export async function setReferralCode(db: Executor, memberId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ referral_code: code })
    .where('id', '=', memberId)
    .where('referral_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
