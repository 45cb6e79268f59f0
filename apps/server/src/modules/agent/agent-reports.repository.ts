import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/**
 * The agent reports' scope and the queries of the reports that list the team's ledger movements.
 * Team betting and profit and loss read the day rollups branches first (branch-reports.repository.ts);
 * the team is the closure table's rows under the agent, narrowed to one downline's branch when asked.
 */
export interface ReportScope {
  agentId: number;
  /** Only this downline (their id and level below the agent) and their own team. */
  branch?: { id: number; level: number };
  fromDay: number;
  toDay: number;
  /** Only the rows of this vendor's games (team betting, profit and loss). */
  vendor?: string;
  /** A row per vendor as well (team betting, profit and loss). */
  byVendor?: boolean;
}

export interface RowPage {
  offset: number;
  limit: number;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * A report's downline: the brand's member by account (its unique key, so the lookup does not walk
 * the agent's team) when they are in the agent's team, with their level below the agent.
 */
export async function findReportDownline(db: Executor, merchantId: number, agentId: number, username: string) {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('member_tree as t', 't.descendant_id', 'm.id')
    .select(['m.id', 't.depth'])
    .where('m.merchant_id', '=', merchantId)
    .where('m.username', '=', username)
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, level: num(row.depth) } : undefined;
}

/**
 * The closure rows of the members in scope (`a.descendant_id`): the agent's team, or a branch's
 * own rows (the downline and their team) — the branch is in the agent's team, so its rows are
 * enough. `a.depth` is the level below the scope's top; `levelOf` makes it the level below the agent.
 */
function scopeTree(db: Executor, scope: ReportScope) {
  if (scope.branch) return db.selectFrom('member_tree as a').where('a.ancestor_id', '=', scope.branch.id);
  return db.selectFrom('member_tree as a').where('a.ancestor_id', '=', scope.agentId).where('a.depth', '>=', 1);
}

const levelOf = (scope: ReportScope, depth: unknown): number => num(depth) + (scope.branch?.level ?? 0);

/** The members in scope, with their level below the agent. */
function scoped(db: Executor, scope: ReportScope) {
  return scopeTree(db, scope).innerJoin('members as m', 'm.id', 'a.descendant_id');
}

export interface EntryWindow {
  from: number;
  /** Exclusive. */
  until: number;
}

/** The movements of the team's main wallets of the given events, newest first. */
export async function teamEntries(db: Executor, scope: ReportScope, window: EntryWindow, events: readonly string[], page: RowPage) {
  const base = scoped(db, scope)
    .innerJoin('ledger_accounts as la', (join) => join.onRef('la.member_id', '=', 'a.descendant_id').on('la.kind', '=', 'main'))
    .innerJoin('ledger_entries as e', 'e.account_id', 'la.id')
    .innerJoin('ledger_postings as p', 'p.id', 'e.posting_id')
    .where('e.created_at', '>=', window.from)
    .where('e.created_at', '<', window.until)
    .where('p.event', 'in', [...events]);
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 'm.username', 'a.depth', 'p.event', 'e.amount', 'p.reference', 'e.created_at'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: num(row.id),
      account: row.username,
      level: levelOf(scope, row.depth),
      event: row.event,
      amount: num(row.amount),
      reference: row.reference,
      createdAt: num(row.created_at),
    })),
    total: num(count.total),
  };
}

/**
 * The agent's own main-wallet movements over a window, summed per brand-local day and posting
 * event (a few rows a day: the agent's own account, not the team's).
 */
export async function ownDailyEvents(db: Executor, memberId: number, window: EntryWindow, offsetMs: number) {
  const DAY_MS = 86_400_000;
  // Literals, not parameters: PostgreSQL matches the GROUP BY expression to the selected one only then.
  const dayOf = sql<number>`(e.created_at + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY_MS)}`;
  // Contract payments are SALARY postings whose detail starts with the contract kind; a dividend
  // contract's payment counts as dividend income (agent-contract/settlement.ts writes the detail).
  const eventOf = sql<string>`CASE WHEN p.event = 'SALARY' AND p.detail LIKE 'DIVIDEND %' THEN 'agent_dividend' ELSE p.event END`;
  const rows = await db
    .selectFrom('ledger_accounts as la')
    .innerJoin('ledger_entries as e', 'e.account_id', 'la.id')
    .innerJoin('ledger_postings as p', 'p.id', 'e.posting_id')
    .where('la.member_id', '=', memberId)
    .where('la.kind', '=', 'main')
    .where('e.created_at', '>=', window.from)
    .where('e.created_at', '<', window.until)
    .select((eb) => [dayOf.as('day'), eventOf.as('event'), eb.fn.sum<number>('e.amount').as('amount')])
    .groupBy([dayOf, eventOf])
    .execute();
  return rows.map((row) => ({ day: Math.floor(num(row.day)), event: row.event, amount: num(row.amount) }));
}
