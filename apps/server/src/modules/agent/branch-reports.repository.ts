import { sql, type RawBuilder } from 'kysely';
import type { ReportRowKind } from '@panalo/contract/agent-reports';
import type { Executor } from '../../db/executor';
import { isPostgres } from '../../db/prepared';
import type { ReportScope, RowPage } from './agent-reports.repository';

/**
 * Team betting's and profit and loss's queries, branches first (docs/agents.md, "Team reports,
 * branches first"). The report's top is the agent, or the asked downline. Each direct downline of
 * the top is a BRANCH row: their own member day rows plus their team day rows (the sums of their
 * whole team, kept by the posting's transaction, team-rollups.repository.ts). An asked downline
 * adds an OWN row: their own member day rows. So a report reads a few dozen rows per branch and
 * day, whatever the size of the team below, instead of grouping every team member's rows.
 */

type SumColumn = 'bet_count' | 'valid_bet' | 'payout' | 'deposit_amount' | 'withdraw_amount';
const PART_COLUMNS = sql.raw('r.game_type, r.vendor, r.bet_count, r.valid_bet, r.payout, r.deposit_amount, r.withdraw_amount');

const num = (value: unknown): number => Number(value ?? 0);
const topOf = (scope: ReportScope) => scope.branch?.id ?? scope.agentId;
const topLevelOf = (scope: ReportScope) => scope.branch?.level ?? 0;

/** The top's direct downlines: the report's branches (the closure index's own range, a few rows). */
async function branchIds(db: Executor, top: number): Promise<number[]> {
  const rows = await db.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', top).where('depth', '=', 1).execute();
  return rows.map((row) => row.descendant_id);
}

/**
 * `column` is one of the ids, as one parameter whatever their number: an array on PostgreSQL, a
 * JSON list on SQLite. Given as a list (not joined from the closure table) so that PostgreSQL's
 * planner, which cannot tell how few direct downlines an agent with a large team has, still reads
 * the day rows by their keys instead of scanning them.
 */
function oneOf(db: Executor, column: string, ids: number[]) {
  const ref = sql.ref(column);
  return isPostgres(db) ? sql`${ref} = ANY(${ids}::int[])` : sql`${ref} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** The day rows a report adds up, each with the member whose row it becomes and the row's kind. */
function partsOf(db: Executor, scope: ReportScope, branches: number[], betsOnly: boolean): RawBuilder<unknown> {
  const vendor = scope.vendor === undefined ? sql`` : sql` AND r.vendor = ${scope.vendor}`;
  const bets = betsOnly ? sql` AND r.game_type <> ''` : sql``;
  const within = sql`r.day >= ${scope.fromDay} AND r.day <= ${scope.toDay}${vendor}${bets}`;
  const branchOwn = sql`SELECT r.member_id AS member_id, 'BRANCH' AS kind, ${PART_COLUMNS}
    FROM member_day_rollups r WHERE ${oneOf(db, 'r.member_id', branches)} AND ${within}`;
  const branchTeam = sql`SELECT r.ancestor_id AS member_id, 'BRANCH' AS kind, ${PART_COLUMNS}
    FROM team_day_rollups r WHERE ${oneOf(db, 'r.ancestor_id', branches)} AND ${within}`;
  if (!scope.branch) return sql`${branchOwn} UNION ALL ${branchTeam}`;
  const own = sql`SELECT r.member_id AS member_id, 'OWN' AS kind, ${PART_COLUMNS}
    FROM member_day_rollups r WHERE r.member_id = ${scope.branch.id} AND ${within}`;
  return sql`${branchOwn} UNION ALL ${branchTeam} UNION ALL ${own}`;
}

interface Shape {
  /** A row per game type too (team betting). */
  byGameType: boolean;
  sums: readonly SumColumn[];
  /** The rows' order, largest first (an expression over the group's sums). */
  order: RawBuilder<unknown>;
}

type GroupRow = { member_id: number; kind: ReportRowKind; game_type: string; vendor: string; row_count: number } & Record<
  SumColumn | `all_${SumColumn}`,
  unknown
>;

/**
 * One grouped pass over the parts: the page of rows, the number of rows and the totals (window
 * sums over the groups). A page past the end asks again for the count and totals alone.
 */
async function groupedPage(db: Executor, scope: ReportScope, shape: Shape, page: RowPage) {
  const keys = ['member_id', 'kind', ...(shape.byGameType ? ['game_type'] : []), ...(scope.byVendor ? ['vendor'] : [])];
  const groupBy = sql.raw(keys.join(', '));
  const parts = partsOf(db, scope, await branchIds(db, topOf(scope)), shape.byGameType);
  const sums = sql.raw(shape.sums.map((c) => `sum(${c}) AS ${c}`).join(', '));
  const gameType = shape.byGameType ? sql.raw('game_type') : sql.raw("''");
  const vendor = scope.byVendor ? sql.raw('vendor') : sql.raw("''");
  const { rows } = await sql<GroupRow>`
    SELECT member_id, kind, ${gameType} AS game_type, ${vendor} AS vendor, ${sums},
      count(*) OVER () AS row_count, ${sql.raw(shape.sums.map((c) => `sum(sum(${c})) OVER () AS all_${c}`).join(', '))}
    FROM (${parts}) p
    GROUP BY ${groupBy}
    ORDER BY ${shape.order} DESC, ${groupBy}
    LIMIT ${page.limit} OFFSET ${page.offset}
  `.execute(db);
  if (rows[0]) return { rows, totals: rows[0] };
  const { rows: totals } = await sql<GroupRow>`
    SELECT count(*) AS row_count, ${sql.raw(shape.sums.map((c) => `sum(${c}) AS all_${c}`).join(', '))}
    FROM (SELECT ${sums} FROM (${parts}) p GROUP BY ${groupBy}) g
  `.execute(db);
  return { rows, totals: totals[0]! };
}

/** The accounts of the page's members, and which of them have downlines of their own. */
async function membersOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return { names: new Map<number, string>(), withTeam: new Set<number>() };
  const unique = [...new Set(ids)];
  const [names, parents] = await Promise.all([
    db.selectFrom('members').select(['id', 'username']).where('id', 'in', unique).execute(),
    db.selectFrom('member_tree').select('ancestor_id').distinct().where('ancestor_id', 'in', unique).where('depth', '=', 1).execute(),
  ]);
  return { names: new Map(names.map((row) => [row.id, row.username])), withTeam: new Set(parents.map((row) => row.ancestor_id)) };
}

/** The columns every branch row has: who, their level below the agent, the row's kind, and the vendor when grouped by it. */
async function describeRows(db: Executor, scope: ReportScope, rows: GroupRow[]) {
  const { names, withTeam } = await membersOf(
    db,
    rows.map((row) => num(row.member_id)),
  );
  return rows.map((row) => {
    const id = num(row.member_id);
    return {
      account: names.get(id) ?? '',
      level: topLevelOf(scope) + (row.kind === 'OWN' ? 0 : 1),
      kind: row.kind,
      hasTeam: row.kind === 'BRANCH' && withTeam.has(id),
      ...(scope.byVendor ? { vendor: row.vendor } : {}),
    };
  });
}

/** Team betting: per branch and game type (and vendor), the most valid betting first. */
export async function bettingRows(db: Executor, scope: ReportScope, page: RowPage) {
  const shape: Shape = { byGameType: true, sums: ['bet_count', 'valid_bet', 'payout'], order: sql`sum(valid_bet)` };
  const { rows, totals } = await groupedPage(db, scope, shape, page);
  const described = await describeRows(db, scope, rows);
  return {
    rows: rows.map((row, i) => ({
      ...described[i]!,
      gameType: row.game_type,
      betCount: num(row.bet_count),
      validBet: num(row.valid_bet),
      payout: num(row.payout),
    })),
    total: num(totals.row_count),
    totals: { betCount: num(totals.all_bet_count), validBet: num(totals.all_valid_bet), payout: num(totals.all_payout) },
  };
}

const money = (deposit: unknown, withdraw: unknown, validBet: unknown, payout: unknown) => ({
  depositAmount: num(deposit),
  withdrawAmount: num(withdraw),
  validBet: num(validBet),
  payout: num(payout),
  userLoss: num(validBet) - num(payout),
});

/** Profit and loss: per branch (and vendor) with any money or play in the period, the biggest user loss first. */
export async function profitRows(db: Executor, scope: ReportScope, page: RowPage) {
  const shape: Shape = {
    byGameType: false,
    sums: ['deposit_amount', 'withdraw_amount', 'valid_bet', 'payout'],
    order: sql`sum(valid_bet) - sum(payout)`,
  };
  const { rows, totals } = await groupedPage(db, scope, shape, page);
  const described = await describeRows(db, scope, rows);
  return {
    rows: rows.map((row, i) => ({
      ...described[i]!,
      ...money(row.deposit_amount, row.withdraw_amount, row.valid_bet, row.payout),
    })),
    total: num(totals.row_count),
    totals: money(totals.all_deposit_amount, totals.all_withdraw_amount, totals.all_valid_bet, totals.all_payout),
  };
}
