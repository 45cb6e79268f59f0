import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/**
 * The agent reports' queries. Betting and profit figures come from the member day rollups (kept
 * by the posting's transaction), never from raw bets; the team is the closure table's rows under
 * the agent, narrowed to one downline's branch when asked.
 */
export interface ReportScope {
  agentId: number;
  /** Only this downline and their own team. */
  branchOf?: number;
  fromDay: number;
  toDay: number;
}

export interface RowPage {
  offset: number;
  limit: number;
}

const num = (value: unknown): number => Number(value ?? 0);

/** The members in scope, with their level below the agent. */
function scoped(db: Executor, scope: ReportScope) {
  let query = db
    .selectFrom('member_tree as a')
    .innerJoin('members as m', 'm.id', 'a.descendant_id')
    .where('a.ancestor_id', '=', scope.agentId)
    .where('a.depth', '>=', 1);
  if (scope.branchOf !== undefined) {
    const branch = scope.branchOf;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_tree as b')
          .select('b.descendant_id')
          .where('b.ancestor_id', '=', branch)
          .whereRef('b.descendant_id', '=', 'a.descendant_id'),
      ),
    );
  }
  return query;
}

function scopedRollups(db: Executor, scope: ReportScope) {
  return scoped(db, scope)
    .innerJoin('member_day_rollups as r', 'r.member_id', 'a.descendant_id')
    .where('r.day', '>=', scope.fromDay)
    .where('r.day', '<=', scope.toDay);
}

/** Team betting: per member and game type, the most betting first. */
export async function bettingRows(db: Executor, scope: ReportScope, page: RowPage) {
  const grouped = scopedRollups(db, scope)
    .where('r.game_type', '<>', '')
    .select((eb) => [
      'm.username',
      'a.depth',
      'r.game_type',
      eb.fn.sum<number>('r.bet_count').as('bet_count'),
      eb.fn.sum<number>('r.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('r.payout').as('payout'),
    ])
    .groupBy(['m.username', 'a.depth', 'r.game_type']);
  const [rows, totals] = await Promise.all([
    grouped.orderBy('valid_bet', 'desc').orderBy('m.username').orderBy('r.game_type').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => [
        eb.fn.countAll<number>().as('groups'),
        eb.fn.sum<number>('g.bet_count').as('bet_count'),
        eb.fn.sum<number>('g.valid_bet').as('valid_bet'),
        eb.fn.sum<number>('g.payout').as('payout'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      account: row.username,
      level: num(row.depth),
      gameType: row.game_type,
      betCount: num(row.bet_count),
      validBet: num(row.valid_bet),
      payout: num(row.payout),
    })),
    total: num(totals.groups),
    totals: { betCount: num(totals.bet_count), validBet: num(totals.valid_bet), payout: num(totals.payout) },
  };
}

/** Profit and loss: per member with any money or play in the period, the biggest user loss first. */
export async function profitRows(db: Executor, scope: ReportScope, page: RowPage) {
  const grouped = scopedRollups(db, scope)
    .select((eb) => [
      'm.username',
      'a.depth',
      eb.fn.sum<number>('r.deposit_amount').as('deposit_amount'),
      eb.fn.sum<number>('r.withdraw_amount').as('withdraw_amount'),
      eb.fn.sum<number>('r.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('r.payout').as('payout'),
      sql<number>`sum(r.valid_bet) - sum(r.payout)`.as('user_loss'),
    ])
    .groupBy(['m.username', 'a.depth']);
  const [rows, totals] = await Promise.all([
    grouped.orderBy('user_loss', 'desc').orderBy('m.username').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => [
        eb.fn.countAll<number>().as('members'),
        eb.fn.sum<number>('g.deposit_amount').as('deposit_amount'),
        eb.fn.sum<number>('g.withdraw_amount').as('withdraw_amount'),
        eb.fn.sum<number>('g.valid_bet').as('valid_bet'),
        eb.fn.sum<number>('g.payout').as('payout'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const money = (row: { deposit_amount: unknown; withdraw_amount: unknown; valid_bet: unknown; payout: unknown }) => ({
    depositAmount: num(row.deposit_amount),
    withdrawAmount: num(row.withdraw_amount),
    validBet: num(row.valid_bet),
    payout: num(row.payout),
    userLoss: num(row.valid_bet) - num(row.payout),
  });
  return {
    rows: rows.map((row) => ({ account: row.username, level: num(row.depth), ...money(row) })),
    total: num(totals.members),
    totals: money(totals),
  };
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
      level: num(row.depth),
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
