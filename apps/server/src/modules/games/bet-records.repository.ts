import type { Executor } from '../../db/executor';

export interface BetRecordFilter {
  memberId: number;
  merchantId: number;
  from?: number;
  to?: number;
  vendorCode?: string;
}

function memberRounds(db: Executor, filter: BetRecordFilter) {
  let query = db
    .selectFrom('bet_records')
    .innerJoin('games', 'games.id', 'bet_records.game_id')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .where('bet_records.member_id', '=', filter.memberId)
    .where('bet_records.merchant_id', '=', filter.merchantId);
  if (filter.from !== undefined) query = query.where('bet_records.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('bet_records.created_at', '<', filter.to);
  if (filter.vendorCode) query = query.where('bet_records.vendor_code', '=', filter.vendorCode);
  return query;
}

export async function listBetRecords(db: Executor, filter: BetRecordFilter, page: { offset: number; limit: number }) {
  return memberRounds(db, filter)
    .select([
      'bet_records.round_id',
      'bet_records.vendor_code',
      'vendors.name as vendor_name',
      'games.game_code',
      'games.name as game_name',
      'bet_records.stake',
      'bet_records.win',
      'bet_records.balance_before',
      'bet_records.balance_after',
      'bet_records.status',
      'bet_records.created_at',
      'bet_records.settled_at',
      'bet_records.fairness',
    ])
    .orderBy('bet_records.created_at', 'desc')
    .orderBy('bet_records.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function betRecordTotals(db: Executor, filter: BetRecordFilter) {
  const row = await memberRounds(db, filter)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('bet_records.stake'), eb.lit(0)).as('stake'),
      eb.fn.coalesce(eb.fn.sum<number>('bet_records.win'), eb.lit(0)).as('win'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), stake: Number(row.stake), win: Number(row.win) };
}
