import type { Executor } from '../../db/executor';

export async function findActivePair(db: Executor, memberId: number) {
  return db
    .selectFrom('provider_seed_pairs')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export type SeedPairRow = NonNullable<Awaited<ReturnType<typeof findActivePair>>>;

export async function insertActivePair(
  db: Executor,
  pair: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; now: number },
): Promise<void> {
  await db
    .insertInto('provider_seed_pairs')
    .values({
      member_id: pair.memberId,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      status: 'ACTIVE',
      created_at: pair.now,
    })
    .execute();
}

/** Takes the pair's next nonce if nobody took it meanwhile; false when the pair moved on or was revealed. */
export async function takeNonce(db: Executor, pairId: number, nonce: number): Promise<boolean> {
  const result = await db
    .updateTable('provider_seed_pairs')
    .set({ nonce: nonce + 1 })
    .where('id', '=', pairId)
    .where('nonce', '=', nonce)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revealPair(db: Executor, pairId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('provider_seed_pairs')
    .set({ status: 'REVEALED', revealed_at: now })
    .where('id', '=', pairId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listRevealedPairs(db: Executor, memberId: number, limit: number) {
  return db
    .selectFrom('provider_seed_pairs')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'REVEALED')
    .orderBy('revealed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The member's last rounds of one built-in game, newest first (the game-recall view). */
export async function recentRounds(db: Executor, memberId: number, vendorCode: string, gameCode: string, limit: number) {
  return db
    .selectFrom('bet_records')
    .innerJoin('games', 'games.id', 'bet_records.game_id')
    .select([
      'bet_records.round_id',
      'bet_records.stake',
      'bet_records.win',
      'bet_records.balance_before',
      'bet_records.balance_after',
      'bet_records.created_at',
      'bet_records.fairness',
    ])
    .where('bet_records.member_id', '=', memberId)
    .where('bet_records.vendor_code', '=', vendorCode)
    .where('games.game_code', '=', gameCode)
    .orderBy('bet_records.created_at', 'desc')
    .orderBy('bet_records.id', 'desc')
    .limit(limit)
    .execute();
}
