import type { Executor } from '../../db/executor';

/** The database code of self-referral holds: what a friend shares with the inviter, and the staff queue. */

export interface SharedTrait {
  kind: 'SAME_IP' | 'SAME_DEVICE' | 'SAME_PAYOUT_ACCOUNT';
  value: string;
}

/** At most this many of each kind are named: enough for staff to judge, bounded for the column. */
const NAMED = 3;

/** Addresses a member registered or logged in from. */
async function ipsOf(db: Executor, memberId: number): Promise<Set<string>> {
  const [logins, member] = await Promise.all([
    db.selectFrom('member_ips').select('ip').where('member_id', '=', memberId).execute(),
    db.selectFrom('members').select('register_ip').where('id', '=', memberId).executeTakeFirst(),
  ]);
  const ips = new Set(logins.map((row) => row.ip));
  if (member?.register_ip) ips.add(member.register_ip);
  return ips;
}

/**
 * What a friend shares with their inviter: an address both registered or logged in from, a device
 * id both used (member_devices), a payout account number both saved (removed ones too: adding and
 * removing one does not hide it). Run in the caller's transaction, so a new member's own rows count.
 */
export async function sharedWithInviter(db: Executor, inviterId: number, friendId: number): Promise<SharedTrait[]> {
  const [inviterIps, friendIps] = [await ipsOf(db, inviterId), await ipsOf(db, friendId)];
  const ips = [...friendIps].filter((ip) => inviterIps.has(ip)).slice(0, NAMED);
  const devices = await db
    .selectFrom('member_devices as f')
    .innerJoin('member_devices as i', 'i.device_id', 'f.device_id')
    .select('f.device_id')
    .where('f.member_id', '=', friendId)
    .where('i.member_id', '=', inviterId)
    .limit(NAMED)
    .execute();
  const accounts = await db
    .selectFrom('payout_accounts as f')
    .innerJoin('payout_accounts as i', 'i.account_number', 'f.account_number')
    .select('f.account_number')
    .where('f.member_id', '=', friendId)
    .where('i.member_id', '=', inviterId)
    .distinct()
    .limit(NAMED)
    .execute();
  return [
    ...ips.map((value) => ({ kind: 'SAME_IP' as const, value })),
    ...devices.map((row) => ({ kind: 'SAME_DEVICE' as const, value: row.device_id })),
    ...accounts.map((row) => ({ kind: 'SAME_PAYOUT_ACCOUNT' as const, value: row.account_number })),
  ];
}

/** Puts a referral on hold, once: a referral staff already decided stays decided. */
export async function holdReferral(db: Executor, hold: { friendId: number; reasons: SharedTrait[]; now: number }): Promise<void> {
  await db
    .updateTable('referrals')
    .set({ hold_state: 'HELD', hold_reasons: JSON.stringify(hold.reasons), held_at: hold.now })
    .where('friend_id', '=', hold.friendId)
    .where('hold_state', 'is', null)
    .execute();
}

const holdColumns = [
  'r.friend_id',
  'r.inviter_id',
  'r.state',
  'r.hold_state',
  'r.hold_reasons',
  'r.held_at',
  'r.held_reward',
  'r.decided_at',
  'r.decision_note',
  'inviter.username as inviter',
  'friend.username as friend',
  'staff.username as decided_by',
] as const;

function holds(db: Executor, merchantId: number) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('members as inviter', 'inviter.id', 'r.inviter_id')
    .innerJoin('members as friend', 'friend.id', 'r.friend_id')
    .leftJoin('members as staff', 'staff.id', 'r.decided_by')
    .select(holdColumns)
    .where('r.merchant_id', '=', merchantId);
}

/** A brand's referrals in one hold state, newest hold first. */
export function referralHoldsOf(db: Executor, merchantId: number, state: string) {
  return holds(db, merchantId).where('r.hold_state', '=', state).orderBy('r.held_at', 'desc').limit(200).execute();
}

export function findReferralHold(db: Executor, merchantId: number, friendId: number) {
  return holds(db, merchantId).where('r.friend_id', '=', friendId).where('r.hold_state', 'is not', null).executeTakeFirst();
}

/**
 * Staff's decision, once: HELD becomes RELEASED or REJECTED for one caller only (a conditional
 * update, so two decisions at once cannot both pass). A release of a qualified friend also moves
 * the held reward to `reward`. Returns the referral as it was held, or undefined.
 */
export async function decideReferralHold(
  db: Executor,
  decision: { merchantId: number; friendId: number; release: boolean; by: number; note: string; now: number },
) {
  const result = await db
    .updateTable('referrals')
    .set((eb) => ({
      hold_state: decision.release ? 'RELEASED' : 'REJECTED',
      decided_by: decision.by,
      decided_at: decision.now,
      decision_note: decision.note || null,
      reward: decision.release ? eb.ref('held_reward') : eb.val(0),
    }))
    .where('friend_id', '=', decision.friendId)
    .where('merchant_id', '=', decision.merchantId)
    .where('hold_state', '=', 'HELD')
    .returning(['inviter_id', 'state', 'held_reward', 'hold_reasons'])
    .executeTakeFirst();
  return result;
}
