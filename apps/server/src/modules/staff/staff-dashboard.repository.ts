import { sql } from 'kysely';
import { MemberType } from '@panalo/contract/member-types';
import type { Executor } from '../../db/executor';
import { DAY } from '../../lib/clock';

/** A brand-local day's sums, keyed by the day number (days since 1970-01-01 in the brand's zone). */
export interface DayRow {
  day: number;
  registrations: number;
  firstDepositCount: number;
  firstDepositAmount: number;
  depositCount: number;
  depositAmount: number;
  withdrawCount: number;
  withdrawAmount: number;
  ggr: number;
  activePlayers: number;
}

/** GROUP BY the select list's first column (PostgreSQL would not match a repeated expression whose parameters are numbered anew). */
const FIRST_COLUMN = sql`1`;

const num = (value: unknown): number => Number(value ?? 0);

/** The brand-local day number of an epoch-milliseconds column, the same in SQLite and PostgreSQL. */
const dayOf = (column: string, offsetMs: number) => sql<number>`cast((${sql.ref(column)} + ${offsetMs}) / ${DAY} as integer)`;

/**
 * Money and play per day from the member day rollups (written with each ledger posting): credited
 * deposits, paid withdrawals, stakes less rollbacks minus wins, and members with a bet that day.
 */
export async function rollupDays(db: Executor, merchantId: number, from: number, to: number) {
  const rows = await db
    .selectFrom('member_day_rollups')
    .select((eb) => [
      'day',
      eb.fn.sum<string | number>('deposit_count').as('deposit_count'),
      eb.fn.sum<string | number>('deposit_amount').as('deposit_amount'),
      eb.fn.sum<string | number>('withdraw_count').as('withdraw_count'),
      eb.fn.sum<string | number>('withdraw_amount').as('withdraw_amount'),
      sql<string | number>`sum(valid_bet) - sum(payout)`.as('ggr'),
      sql<string | number>`count(distinct case when bet_count > 0 then member_id end)`.as('active'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return rows.map((row) => ({
    day: num(row.day),
    depositCount: num(row.deposit_count),
    depositAmount: num(row.deposit_amount),
    withdrawCount: num(row.withdraw_count),
    withdrawAmount: num(row.withdraw_amount),
    ggr: num(row.ggr),
    activePlayers: num(row.active),
  }));
}

/** Members with a bet on any day of the range (a member betting on two days counts once). */
export async function activePlayersBetween(db: Executor, merchantId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('member_day_rollups')
    .select(sql<string | number>`count(distinct member_id)`.as('count'))
    .where('merchant_id', '=', merchantId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('bet_count', '>', 0)
    .executeTakeFirstOrThrow();
  return num(row.count);
}

/** New players (staff accounts left out) per brand-local day since `since`. */
export async function registrationDays(db: Executor, merchantId: number, since: number, offsetMs: number) {
  const rows = await db
    .selectFrom('members')
    .select((eb) => [dayOf('created_at', offsetMs).as('day'), eb.fn.countAll<string | number>().as('count')])
    .where('merchant_id', '=', merchantId)
    .where('type', '!=', MemberType.OPERATOR)
    .where('created_at', '>=', since)
    .groupBy(FIRST_COLUMN)
    .execute();
  return rows.map((row) => ({ day: num(row.day), count: num(row.count) }));
}

/** Members' first credited deposits per brand-local day since `since`: no credited deposit of theirs settled earlier. */
export async function firstDepositDays(db: Executor, merchantId: number, since: number, offsetMs: number) {
  const rows = await db
    .selectFrom('deposits as d')
    .select((eb) => [
      dayOf('d.settled_at', offsetMs).as('day'),
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.sum<string | number>('d.amount').as('amount'),
    ])
    .where('d.merchant_id', '=', merchantId)
    .where('d.status', '=', 'CREDITED')
    .where('d.settled_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deposits as e')
            .select('e.id')
            .whereRef('e.member_id', '=', 'd.member_id')
            .where('e.status', '=', 'CREDITED')
            .where((eb) =>
              eb.or([
                eb('e.settled_at', '<', eb.ref('d.settled_at')),
                eb.and([eb('e.settled_at', '=', eb.ref('d.settled_at')), eb('e.id', '<', eb.ref('d.id'))]),
              ]),
            ),
        ),
      ),
    )
    .groupBy(FIRST_COLUMN)
    .execute();
  return rows.map((row) => ({ day: num(row.day), count: num(row.count), amount: num(row.amount) }));
}

/** Paid withdrawals whose member answered that the money arrived in part or not at all. */
export async function countDisputedReceipts(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('receipt_status', 'in', ['PARTIAL', 'NOT_RECEIVED'])
    .executeTakeFirstOrThrow();
  return num(row.count);
}
