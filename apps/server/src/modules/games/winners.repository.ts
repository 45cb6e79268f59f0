import type { Executor } from '../../db/executor';

/** The brand's biggest wins since `since`, with the game and the winner's username. */
export async function biggestWins(db: Executor, merchantId: number, since: number, gameType: string | undefined, limit: number) {
  let query = db
    .selectFrom('bet_records')
    .innerJoin('games', 'games.id', 'bet_records.game_id')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .innerJoin('members', 'members.id', 'bet_records.member_id')
    .select([
      'bet_records.id',
      'bet_records.win',
      'bet_records.settled_at',
      'games.name as game_name',
      'games.game_code',
      'vendors.code as vendor_code',
      'members.username',
    ])
    .where('bet_records.merchant_id', '=', merchantId)
    .where('bet_records.status', '=', 'SETTLED')
    .where('bet_records.settled_at', '>=', since)
    .where('bet_records.win', '>', 0);
  if (gameType) query = query.where('games.game_type', '=', gameType);
  return query.orderBy('bet_records.win', 'desc').orderBy('bet_records.settled_at', 'desc').limit(limit).execute();
}
