import type { Executor } from '../../db/executor';

/** The database code of raffle and rebate promotions: per-period tallies and raffle draws. */

/** Whether the brand has any raffle or rebate promotion (the bet path skips the per-member read when not). */
export async function brandHasTallyPromotions(db: Executor, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', 'in', ['RAFFLE', 'REBATE'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's joined raffle and rebate promotions (read on each bet and deposit of the member). */
export function joinedTallyPromotions(db: Executor, memberId: number) {
  return db
    .selectFrom('promotion_members as pm')
    .innerJoin('promotions as p', 'p.id', 'pm.promotion_id')
    .select(['p.id', 'p.merchant_id', 'p.kind', 'p.definition', 'p.starts_at', 'p.ends_at', 'p.budget', 'p.spent'])
    .where('pm.member_id', '=', memberId)
    .where('pm.status', '=', 'joined')
    .where('p.kind', 'in', ['RAFFLE', 'REBATE'])
    .execute();
}

export interface TallyKey {
  promotionId: number;
  memberId: number;
  periodKey: string;
  merchantId: number;
}

/** Adds to a tally (made on first use); every change is one statement, so parallel postings add up. */
export async function addTally(db: Executor, key: TallyKey, delta: { deposits?: number; turnover?: number; weighted?: number }) {
  const deposits = delta.deposits ?? 0;
  const turnover = delta.turnover ?? 0;
  const weighted = delta.weighted ?? 0;
  await db
    .insertInto('promotion_tallies')
    .values({
      promotion_id: key.promotionId,
      member_id: key.memberId,
      period_key: key.periodKey,
      merchant_id: key.merchantId,
      deposits,
      turnover,
      weighted,
    })
    .onConflict((oc) =>
      oc.columns(['promotion_id', 'member_id', 'period_key']).doUpdateSet((eb) => ({
        deposits: eb('promotion_tallies.deposits', '+', deposits),
        turnover: eb('promotion_tallies.turnover', '+', turnover),
        weighted: eb('promotion_tallies.weighted', '+', weighted),
      })),
    )
    .execute();
}

export interface TallyRow {
  promotion_id: number;
  member_id: number;
  period_key: string;
  deposits: number;
  turnover: number;
  weighted: number;
}

const numbers = (row: {
  promotion_id: number;
  member_id: number;
  period_key: string;
  deposits: unknown;
  turnover: unknown;
  weighted: unknown;
}): TallyRow => ({
  promotion_id: row.promotion_id,
  member_id: row.member_id,
  period_key: row.period_key,
  deposits: Number(row.deposits),
  turnover: Number(row.turnover),
  weighted: Number(row.weighted),
});

export async function findTally(db: Executor, promotionId: number, memberId: number, periodKey: string): Promise<TallyRow | undefined> {
  const row = await db
    .selectFrom('promotion_tallies')
    .select(['promotion_id', 'member_id', 'period_key', 'deposits', 'turnover', 'weighted'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  return row ? numbers(row) : undefined;
}

/** Every member's raffle tally with the account name (the draw and the results page). */
export async function raffleTallies(db: Executor, promotionId: number) {
  const rows = await db
    .selectFrom('promotion_tallies as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['t.promotion_id', 't.member_id', 't.period_key', 't.deposits', 't.turnover', 't.weighted', 'm.username'])
    .where('t.promotion_id', '=', promotionId)
    .where('t.period_key', '=', 'raffle')
    .orderBy('t.member_id')
    .execute();
  return rows.map((row) => ({ ...numbers(row), username: row.username }));
}

// ---- raffle draws ----

export interface DrawRow {
  promotion_id: number;
  merchant_id: number;
  draw_at: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  status: string;
  total_tickets: number;
  winners: string;
  drawn_at: number | null;
}

export async function insertDraw(
  db: Executor,
  row: { promotionId: number; merchantId: number; drawAt: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
) {
  await db
    .insertInto('raffle_draws')
    .values({
      promotion_id: row.promotionId,
      merchant_id: row.merchantId,
      draw_at: row.drawAt,
      server_seed: row.serverSeed,
      server_seed_hash: row.serverSeedHash,
      client_seed: row.clientSeed,
      status: 'PENDING',
      drawn_at: null,
    })
    .execute();
}

export async function findDraw(db: Executor, promotionId: number): Promise<DrawRow | undefined> {
  const row = await db.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', promotionId).executeTakeFirst();
  return row ? { ...row, draw_at: Number(row.draw_at), total_tickets: Number(row.total_tickets) } : undefined;
}

/** PENDING → DRAWN: the guard of the draw. On PostgreSQL a parallel draw waits on the row lock, then finds it DRAWN. */
export async function markDrawn(db: Executor, promotionId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('raffle_draws')
    .set({ status: 'DRAWN', drawn_at: now })
    .where('promotion_id', '=', promotionId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveDrawResult(db: Executor, promotionId: number, totalTickets: number, winners: unknown[]) {
  await db
    .updateTable('raffle_draws')
    .set({ total_tickets: totalTickets, winners: JSON.stringify(winners) })
    .where('promotion_id', '=', promotionId)
    .execute();
}

/** Raffles whose draw time has come and that are not drawn yet. */
export async function dueDraws(db: Executor, now: number): Promise<{ promotion_id: number; merchant_id: number }[]> {
  return db
    .selectFrom('raffle_draws')
    .select(['promotion_id', 'merchant_id'])
    .where('status', '=', 'PENDING')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(50)
    .execute();
}
