import { scheduledBetFairness, type BetRecordPage, type BetRecordQuery } from '@panalo/contract/bet-records';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { betRecordTotals, listBetRecords } from './bet-records.repository';

/** The member's rounds, newest first, with totals over everything the filters match (personalHistoryCopy). */
export async function betRecordsOf(ctx: AppContext, caller: Caller, query: BetRecordQuery): Promise<BetRecordPage> {
  return memberBetRecords(ctx, { merchantId: caller.merchant.id, memberId: caller.session.memberId }, query);
}

/** One member's rounds of the brand, as betRecordsOf shows them (also read by the back office's player page). */
export async function memberBetRecords(
  ctx: AppContext,
  member: { merchantId: number; memberId: number },
  query: BetRecordQuery,
): Promise<BetRecordPage> {
  const filter = { ...member, from: query.from, to: query.to, vendorCode: query.vassalage };
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const [rows, totals] = await Promise.all([listBetRecords(ctx.db, filter, page), betRecordTotals(ctx.db, filter)]);
  return {
    list: rows.map((row) => ({
      roundId: row.round_id,
      vassalage: row.vendor_code,
      vendorName: row.vendor_name,
      gameCode: row.game_code,
      gameName: row.game_name,
      stake: Number(row.stake),
      win: Number(row.win),
      profit: Number(row.win) - Number(row.stake),
      balanceBefore: Number(row.balance_before),
      balanceAfter: Number(row.balance_after),
      status: row.status === 'SETTLED' ? 'SETTLED' : 'OPEN',
      createdAt: row.created_at,
      settledAt: row.settled_at,
      fairness: fairnessOf(row.fairness, row.status === 'SETTLED'),
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: totals.total,
    totalPages: Math.ceil(totals.total / query.pageSize),
    totals: { stake: totals.stake, win: totals.win, profit: totals.win - totals.stake },
  };
}

/**
 * A record's fairness as its vendor sent it. A scheduled bet's (contract scheduledBetFairness) is
 * checked against its schema, and while the bet is open it shows its rounds' hashes only: a seed
 * is never shown on a record that could still be bet on or paid.
 */
function fairnessOf(stored: string | null, settled: boolean): Record<string, unknown> | null {
  if (!stored) return null;
  const fairness = JSON.parse(stored) as Record<string, unknown>;
  const scheduled = scheduledBetFairness.safeParse(fairness);
  if (!scheduled.success) return fairness;
  if (settled) return scheduled.data;
  return { ...scheduled.data, rounds: scheduled.data.rounds.map(({ serverSeed: _seed, result: _result, ...round }) => round) };
}
