import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** The only database code of friend referral. */

export interface ReferralRow {
  friend_id: number;
  inviter_id: number;
  merchant_id: number;
  state: string;
  deposited: number;
  reward: number;
  registered_at: number;
  qualified_at: number | null;
  hold_state: string | null;
  hold_reasons: string | null;
  held_reward: number;
}

export async function findFriendCode(db: Executor, memberId: number): Promise<string | undefined> {
  const row = await db.selectFrom('friend_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
  return row?.code;
}

/** Stores a member's code; false when the code is someone else's already (the caller draws another). */
export async function insertFriendCode(db: Executor, row: { memberId: number; merchantId: number; code: string }): Promise<boolean> {
  const result = await db
    .insertInto('friend_codes')
    .values({ member_id: row.memberId, merchant_id: row.merchantId, code: row.code })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The active member who owns a friend code in the brand. */
export async function findInviter(db: Executor, merchantId: number, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('friend_codes')
    .innerJoin('members', 'members.id', 'friend_codes.member_id')
    .select('members.id')
    .where('friend_codes.merchant_id', '=', merchantId)
    .where('friend_codes.code', '=', code)
    .where('members.status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}

export async function insertReferral(db: Executor, row: { friendId: number; inviterId: number; merchantId: number; now: number }) {
  await db
    .insertInto('referrals')
    .values({
      friend_id: row.friendId,
      inviter_id: row.inviterId,
      merchant_id: row.merchantId,
      state: 'REGISTERED',
      registered_at: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function friendsOf(db: Executor, inviterId: number): Promise<(ReferralRow & { username: string })[]> {
  return db
    .selectFrom('referrals')
    .innerJoin('members', 'members.id', 'referrals.friend_id')
    .selectAll('referrals')
    .select('members.username')
    .where('referrals.inviter_id', '=', inviterId)
    .orderBy('referrals.registered_at', 'desc')
    .limit(200)
    .execute();
}

/** Adds a credited deposit to a not yet qualified friend's total; the row after, or undefined when there is none to add to. */
export function addFriendDeposit(db: Executor, friendId: number, amount: number): Promise<ReferralRow | undefined> {
  return db
    .updateTable('referrals')
    .set({ deposited: sql`deposited + ${amount}`, state: sql`CASE WHEN state = 'REGISTERED' THEN 'DEPOSITED' ELSE state END` })
    .where('friend_id', '=', friendId)
    .where('state', '!=', 'QUALIFIED')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The guard against crediting twice: moves the friend to QUALIFIED once; true for one caller only.
 * `reward` is what the inviter is paid now, `heldReward` what a hold keeps back for staff.
 */
export async function markQualified(
  db: Executor,
  friendId: number,
  amounts: { reward: number; heldReward: number },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('referrals')
    .set({ state: 'QUALIFIED', qualified_at: now, reward: amounts.reward, held_reward: amounts.heldReward })
    .where('friend_id', '=', friendId)
    .where('state', '!=', 'QUALIFIED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The brand's settings text, read in the posting's transaction (another pool connection could wait on it). */
export async function brandSettingsText(db: Executor, merchantId: number): Promise<string | undefined> {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirst();
  return row?.settings;
}
