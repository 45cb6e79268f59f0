import type { Executor } from '../../db/executor';

/** Forfeiture holds: the funds of an ineligible player set aside, and staff's decision on them. */

export async function insertHold(
  db: Executor,
  row: { merchantId: number; memberId: number; caseId: number | null; reference: string; amount: number; now: number },
): Promise<void> {
  await db
    .insertInto('forfeit_holds')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      case_id: row.caseId,
      reference: row.reference,
      amount: row.amount,
      state: 'HELD',
      held_at: row.now,
    })
    .execute();
}

const holdColumns = [
  'forfeit_holds.id',
  'forfeit_holds.member_id',
  'members.username as account',
  'forfeit_holds.case_id',
  'forfeit_holds.reference',
  'forfeit_holds.amount',
  'forfeit_holds.state',
  'forfeit_holds.held_at',
  'forfeit_holds.decided_at',
  'forfeit_holds.note',
] as const;

function holdsOf(db: Executor, merchantId: number, state: string | undefined) {
  let query = db
    .selectFrom('forfeit_holds')
    .innerJoin('members', 'members.id', 'forfeit_holds.member_id')
    .where('forfeit_holds.merchant_id', '=', merchantId);
  if (state) query = query.where('forfeit_holds.state', '=', state);
  return query;
}

export async function listHolds(db: Executor, merchantId: number, state: string | undefined, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    holdsOf(db, merchantId, state).select(holdColumns).orderBy('forfeit_holds.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    holdsOf(db, merchantId, state)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findHold(db: Executor, merchantId: number, id: number) {
  return holdsOf(db, merchantId, undefined).select(holdColumns).where('forfeit_holds.id', '=', id).executeTakeFirst();
}

/** HELD → RELEASED or FORFEITED, once: false when another decision came first. */
export async function decideHold(
  db: Executor,
  id: number,
  decision: { state: 'RELEASED' | 'FORFEITED'; staffId: number; note: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('forfeit_holds')
    .set({ state: decision.state, decided_by: decision.staffId, decided_at: decision.now, note: decision.note })
    .where('id', '=', id)
    .where('state', '=', 'HELD')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's account name, which a transfer vendor knows the member by. */
export async function memberAccountOf(db: Executor, memberId: number): Promise<string> {
  const row = await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.username;
}
