import { maskName } from '@panalo/contract/missions';
import { FRIEND_CODE_LENGTH, type ReferralState, type ReferralValue } from '@panalo/contract/referral';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney, Work } from '../../db/money-writer';
import type { Caller } from '../../kernel/caller';
import { merchantSettings, parseJson } from '../../kernel/merchant-settings';
import { readableCode } from '../../lib/tokens';
import { offerReferralReward } from '../rewards/engine-rewards';
import { notify } from '../messages/notices';
import {
  addFriendDeposit,
  brandSettingsText,
  findFriendCode,
  findInviter,
  friendsOf,
  insertFriendCode,
  insertReferral,
  markQualified,
} from './referral.repository';
import { holdReferral, sharedWithInviter } from './referral-holds.repository';

/**
 * Friend referral: every member has a code of their own for friends (longer than an agent's
 * invitation code, and it makes no upline). A friend who registers with it is REGISTERED, then
 * DEPOSITED at their first credited deposit, then QUALIFIED once their deposits reach the brand's
 * qualifyingDeposit: the inviter is offered the brand's reward then, once, in the deposit's own
 * transaction, as a reward of the promotion engine waiting in the reward center. A friend who
 * shares the inviter's device, IP address or payout account has the reward held for staff instead.
 */

const normalised = (code: string): string => code.trim().toUpperCase();

/** Whether a registration's invitation code has the shape of a friend code (an agent's is shorter). */
export const looksLikeFriendCode = (code: string): boolean => normalised(code).length === FRIEND_CODE_LENGTH;

/** The member's code, made on first use. */
export async function friendCodeOf(ctx: AppContext, merchantId: number, memberId: number): Promise<string> {
  for (;;) {
    const known = await findFriendCode(ctx.db, memberId);
    if (known) return known;
    // A clash with another member's code (or a parallel first use) just draws again, then re-reads.
    await insertFriendCode(ctx.db, { memberId, merchantId, code: readableCode(FRIEND_CODE_LENGTH) });
  }
}

/** The referral page: the member's code and link, their friends with their state, the rewards earned and the brand's rule. */
export async function myReferral(ctx: AppContext, caller: Caller): Promise<ReferralValue> {
  const code = await friendCodeOf(ctx, caller.merchant.id, caller.session.memberId);
  const rows = await friendsOf(ctx.db, caller.session.memberId);
  const rule = caller.merchant.settings.referral;
  return {
    code,
    path: `/register?referralCode=${encodeURIComponent(code)}`,
    friends: rows.map((row) => ({
      name: maskName(row.username),
      state: row.state as ReferralState,
      registeredAt: row.registered_at,
      qualifiedAt: row.qualified_at,
      reward: row.reward,
    })),
    totalReward: rows.reduce((sum, row) => sum + row.reward, 0),
    rule: { enabled: rule.enabled, qualifyingDeposit: rule.qualifyingDeposit, reward: rule.reward },
  };
}

/** The member who owns a friend code in the brand, or undefined (an agent's code, or no one's). */
export async function inviterOf(ctx: AppContext, merchantId: number, code: string): Promise<number | undefined> {
  return looksLikeFriendCode(code) ? findInviter(ctx.db, merchantId, normalised(code)) : undefined;
}

/**
 * Registration, in the new account's transaction (after the member's row and device): links the
 * friend to the inviter who owns the code, and holds the referral for staff when the new account
 * shares an address or a device with the inviter (a member inviting themself).
 */
export async function recordReferral(tx: Executor, referral: { merchantId: number; friendId: number; inviterId: number; now: number }) {
  if (referral.inviterId === referral.friendId) return;
  await insertReferral(tx, referral);
  const shared = await sharedWithInviter(tx, referral.inviterId, referral.friendId);
  if (shared.length > 0) await holdReferral(tx, { friendId: referral.friendId, reasons: shared, now: referral.now });
}

/** The money writer's listener: a friend's credited deposit moves them on, and may qualify them. */
export async function recordReferralDeposit(ctx: AppContext, tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void> {
  if (posting.event !== 'DEPOSIT') return;
  const referral = await addFriendDeposit(tx, posting.memberId, posting.amount);
  if (!referral) return;
  const settings = parseJson(merchantSettings, (await brandSettingsText(tx, posting.merchantId)) ?? '{}').referral;
  if (!settings.enabled || referral.deposited < settings.qualifyingDeposit) return;
  // What the two accounts came to share since registration (log-ins, payout accounts) counts too,
  // unless staff already decided on this pair.
  const shared = referral.hold_state === null ? await sharedWithInviter(tx, referral.inviter_id, referral.friend_id) : [];
  const held = shared.length > 0 || referral.hold_state === 'HELD' || referral.hold_state === 'REJECTED';
  const amounts = held
    ? { reward: 0, heldReward: referral.hold_state === 'REJECTED' ? 0 : settings.reward }
    : { reward: settings.reward, heldReward: 0 };
  if (!(await markQualified(tx, referral.friend_id, amounts, posting.at))) return;
  if (shared.length > 0) await holdReferral(tx, { friendId: referral.friend_id, reasons: shared, now: posting.at });
  // A held reward waits for staff (referral-holds.service.ts); nothing reaches the inviter meanwhile.
  if (held || settings.reward === 0) return;
  const memberId = referral.inviter_id;
  // Through the promotion engine: the reward waits in the inviter's reward center, and claiming it
  // applies the brand's REFERRAL promotion (audience, budget, limit, wagering).
  const base = { merchantId: posting.merchantId, memberId, amount: settings.reward, friendId: referral.friend_id, now: posting.at };
  if (!(await offerReferralReward(tx, base))) return;
  await notify(ctx, work, { merchantId: posting.merchantId, memberId, kind: 'REFERRAL_REWARD', params: { amount: settings.reward } });
}
