import type { Executor } from '../../db/executor';

/**
 * The brand's biggest wins since `since`, by profit (what came back above the stake): a round that
 * paid back less than its stake is a loss, however large the payout, and is never a win here.
 */
export async function biggestWins(db: Executor, merchantId: number, since: number, gameType: string | undefined, limit: number) {
  let query = db
    .selectFrom('bet_records')
    .innerJoin('games', 'games.id', 'bet_records.game_id')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .innerJoin('members', 'members.id', 'bet_records.member_id')
    .select((eb) => [
      'bet_records.id',
      eb(eb.ref('bet_records.win'), '-', eb.ref('bet_records.stake')).as('profit'),
      'bet_records.settled_at',
      'games.name as game_name',
      'games.game_code',
      'vendors.code as vendor_code',
      'members.username',
    ])
    .where('bet_records.merchant_id', '=', merchantId)
    .where('bet_records.status', '=', 'SETTLED')
    .where('bet_records.settled_at', '>=', since)
    .where((eb) => eb(eb.ref('bet_records.win'), '>', eb.ref('bet_records.stake')));
  if (gameType) query = query.where('games.game_type', '=', gameType);
  return query.orderBy('profit', 'desc').orderBy('bet_records.settled_at', 'desc').limit(limit).execute();
}
