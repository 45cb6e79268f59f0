import type { Executor } from '../../db/executor';

/** Staff notes and tags on a brand's players (migration 0027). */

export async function insertPlayerNote(
  db: Executor,
  note: { merchantId: number; memberId: number; authorId: number; body: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('player_notes')
    .values({ merchant_id: note.merchantId, member_id: note.memberId, author_id: note.authorId, body: note.body, created_at: note.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The newest notes first, with the author's username. */
export function playerNotes(db: Executor, merchantId: number, memberId: number, limit: number) {
  return db
    .selectFrom('player_notes')
    .innerJoin('members as author', 'author.id', 'player_notes.author_id')
    .select(['player_notes.id', 'player_notes.body', 'player_notes.created_at', 'author.username as author'])
    .where('player_notes.merchant_id', '=', merchantId)
    .where('player_notes.member_id', '=', memberId)
    .orderBy('player_notes.id', 'desc')
    .limit(limit)
    .execute();
}

export async function playerTags(db: Executor, merchantId: number, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('player_tags')
    .select('tag')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('tag')
    .execute();
  return rows.map((row) => row.tag);
}

/** Replaces the player's whole tag set (run in the caller's transaction). */
export async function replacePlayerTags(db: Executor, merchantId: number, memberId: number, tags: string[]): Promise<void> {
  await db.deleteFrom('player_tags').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
  if (tags.length)
    await db
      .insertInto('player_tags')
      .values(tags.map((tag) => ({ merchant_id: merchantId, member_id: memberId, tag })))
      .execute();
}

/** Holds the member's row until the transaction ends, so two tag saves for one player run one after the other. */
export async function lockPlayerForTags(db: Executor, memberId: number): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', memberId)
    .execute();
}
