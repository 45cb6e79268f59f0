import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/**
 * The agent reports' queries. Betting and profit figures come from the member day rollups (kept
 * by the posting's transaction), never from raw bets; the team is the closure table's rows under
 * the agent, narrowed to one downline's branch when asked.
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

function scopedRollups(db: Executor, scope: ReportScope) {
  const query = scopeTree(db, scope)
    .innerJoin('member_day_rollups as r', 'r.member_id', 'a.descendant_id')
    .where('r.day', '>=', scope.fromDay)
    .where('r.day', '<=', scope.toDay);
  return scope.vendor === undefined ? query : query.where('r.vendor', '=', scope.vendor);
}

/** The vendor column of a grouped report: the group's vendor when grouped by it, else nothing. */
const vendorOf = (scope: ReportScope) => (scope.byVendor ? sql<string>`r.vendor` : sql<string>`''`);
const withVendor = (scope: ReportScope, vendor: string) => (scope.byVendor ? { vendor } : {});

/** Window sums over every group of a grouped query: the whole report's, computed in the same pass as the page. */
const overAll = (column: string) => sql<number>`sum(sum(${sql.ref(column)})) over ()`;
const groupCount = sql<number>`count(*) over ()`;

/** The accounts of the members on a page (the grouping runs on ids; names are read for the page only). */
async function namesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * Team betting: per member and game type, the most betting first. One grouped pass over the
 * scope's rollups gives the page, the number of groups and the totals (window sums over the
 * groups); a page past the end asks again for the count and totals alone.
 */
export async function bettingRows(db: Executor, scope: ReportScope, page: RowPage) {
  const grouped = scopedRollups(db, scope)
    .where('r.game_type', '<>', '')
    .groupBy(['a.descendant_id', 'a.depth', 'r.game_type'])
    .$if(Boolean(scope.byVendor), (query) => query.groupBy('r.vendor'));
  const rows = await grouped
    .select((eb) => [
      'a.descendant_id as member_id',
      'a.depth',
      'r.game_type',
      vendorOf(scope).as('vendor'),
      eb.fn.sum<number>('r.bet_count').as('bet_count'),
      eb.fn.sum<number>('r.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('r.payout').as('payout'),
      groupCount.as('groups'),
      overAll('r.bet_count').as('all_bet_count'),
      overAll('r.valid_bet').as('all_valid_bet'),
      overAll('r.payout').as('all_payout'),
    ])
    .orderBy('valid_bet', 'desc')
    .orderBy('a.descendant_id')
    .orderBy('r.game_type')
    .orderBy('vendor')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const totals =
    rows[0] ??
    (await db
      .selectFrom(
        grouped
          .select((eb) => [
            eb.fn.sum<number>('r.bet_count').as('b'),
            eb.fn.sum<number>('r.valid_bet').as('v'),
            eb.fn.sum<number>('r.payout').as('p'),
          ])
          .as('g'),
      )
      .select((eb) => [
        eb.fn.countAll<number>().as('groups'),
        eb.fn.sum<number>('g.b').as('all_bet_count'),
        eb.fn.sum<number>('g.v').as('all_valid_bet'),
        eb.fn.sum<number>('g.p').as('all_payout'),
      ])
      .executeTakeFirstOrThrow());
  const names = await namesOf(
    db,
    rows.map((row) => row.member_id),
  );
  return {
    rows: rows.map((row) => ({
      account: names.get(row.member_id) ?? '',
      level: levelOf(scope, row.depth),
      gameType: row.game_type,
      ...withVendor(scope, row.vendor),
      betCount: num(row.bet_count),
      validBet: num(row.valid_bet),
      payout: num(row.payout),
    })),
    total: num(totals.groups),
    totals: { betCount: num(totals.all_bet_count), validBet: num(totals.all_valid_bet), payout: num(totals.all_payout) },
  };
}

/** Profit and loss: per member with any money or play in the period, the biggest user loss first (one pass, as team betting). */
export async function profitRows(db: Executor, scope: ReportScope, page: RowPage) {
  const grouped = scopedRollups(db, scope)
    .groupBy(['a.descendant_id', 'a.depth'])
    .$if(Boolean(scope.byVendor), (query) => query.groupBy('r.vendor'));
  const rows = await grouped
    .select((eb) => [
      'a.descendant_id as member_id',
      'a.depth',
      vendorOf(scope).as('vendor'),
      eb.fn.sum<number>('r.deposit_amount').as('deposit_amount'),
      eb.fn.sum<number>('r.withdraw_amount').as('withdraw_amount'),
      eb.fn.sum<number>('r.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('r.payout').as('payout'),
      sql<number>`sum(r.valid_bet) - sum(r.payout)`.as('user_loss'),
      groupCount.as('groups'),
      overAll('r.deposit_amount').as('all_deposit_amount'),
      overAll('r.withdraw_amount').as('all_withdraw_amount'),
      overAll('r.valid_bet').as('all_valid_bet'),
      overAll('r.payout').as('all_payout'),
    ])
    .orderBy('user_loss', 'desc')
    .orderBy('a.descendant_id')
    .orderBy('vendor')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const totals =
    rows[0] ??
    (await db
      .selectFrom(
        grouped
          .select((eb) => [
            eb.fn.sum<number>('r.deposit_amount').as('d'),
            eb.fn.sum<number>('r.withdraw_amount').as('w'),
            eb.fn.sum<number>('r.valid_bet').as('v'),
            eb.fn.sum<number>('r.payout').as('p'),
          ])
          .as('g'),
      )
      .select((eb) => [
        eb.fn.countAll<number>().as('groups'),
        eb.fn.sum<number>('g.d').as('all_deposit_amount'),
        eb.fn.sum<number>('g.w').as('all_withdraw_amount'),
        eb.fn.sum<number>('g.v').as('all_valid_bet'),
        eb.fn.sum<number>('g.p').as('all_payout'),
      ])
      .executeTakeFirstOrThrow());
  const names = await namesOf(
    db,
    rows.map((row) => row.member_id),
  );
  const money = (deposit: unknown, withdraw: unknown, validBet: unknown, payout: unknown) => ({
    depositAmount: num(deposit),
    withdrawAmount: num(withdraw),
    validBet: num(validBet),
    payout: num(payout),
    userLoss: num(validBet) - num(payout),
  });
  return {
    rows: rows.map((row) => ({
      account: names.get(row.member_id) ?? '',
      level: levelOf(scope, row.depth),
      ...withVendor(scope, row.vendor),
      ...money(row.deposit_amount, row.withdraw_amount, row.valid_bet, row.payout),
    })),
    total: num(totals.groups),
    totals: money(totals.all_deposit_amount, totals.all_withdraw_amount, totals.all_valid_bet, totals.all_payout),
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
