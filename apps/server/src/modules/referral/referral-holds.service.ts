import type { ReferralHold, ReferralHoldPage, ReferralHoldQuery, ReferralHoldReason, ReferralState } from '@panalo/contract/referral';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { notify } from '../messages/notices';
import { offerReferralReward } from '../rewards/engine-rewards';
import { decideReferralHold, findReferralHold, referralHoldsOf } from './referral-holds.repository';

/*
 * The back office's queue of referral rewards held for self-referral (referral.service.ts holds
 * them): staff see what the two accounts share and release the reward (it goes to the inviter's
 * reward center as an unheld one would) or reject it. Each decision is taken once and audited.
 */

type HoldRow = NonNullable<Awaited<ReturnType<typeof findReferralHold>>>;

const reasonsOf = (text: string | null): ReferralHold['reasons'] => {
  const parsed: unknown = JSON.parse(text ?? '[]');
  return Array.isArray(parsed) ? (parsed as { kind: ReferralHoldReason; value: string }[]) : [];
};

const toHold = (row: HoldRow): ReferralHold => ({
  id: row.friend_id,
  inviterId: row.inviter_id,
  inviter: row.inviter,
  friend: row.friend,
  reasons: reasonsOf(row.hold_reasons),
  referralState: row.state as ReferralState,
  holdState: row.hold_state as ReferralHold['holdState'],
  heldAt: Number(row.held_at ?? 0),
  heldReward: Number(row.held_reward),
  decidedBy: row.decided_by,
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  note: row.decision_note,
});

export async function referralHolds(ctx: AppContext, caller: Caller, query: ReferralHoldQuery): Promise<ReferralHoldPage> {
  return { list: (await referralHoldsOf(ctx.db, caller.merchant.id, query.state)).map(toHold) };
}

/**
 * Releases or rejects a held referral (the friend's member id names it). A release of a friend who
 * already qualified offers the held reward to the inviter now, through the promotion engine, and
 * leaves them a notice; one released earlier pays at qualification as usual. A rejected one pays
 * nothing, now or later.
 */
export async function decideHold(ctx: AppContext, caller: Caller, friendId: number, release: boolean, note: string): Promise<ReferralHold> {
  const merchantId = caller.merchant.id;
  if (!(await findReferralHold(ctx.db, merchantId, friendId))) throw new AppError('RECORD_NOT_FOUND');
  const now = ctx.clock.now();
  await ctx.money.run(async (work) => {
    const held = await decideReferralHold(work.tx, { merchantId, friendId, release, by: caller.session.memberId, note, now });
    if (!held) throw new AppError('REFERRAL_HOLD_DECIDED');
    const amount = Number(held.held_reward);
    const pays = release && held.state === 'QUALIFIED' && amount > 0;
    if (pays && (await offerReferralReward(work.tx, { merchantId, memberId: held.inviter_id, amount, friendId, now }))) {
      await notify(ctx, work, { merchantId, memberId: held.inviter_id, kind: 'REFERRAL_REWARD', params: { amount } });
    }
    await appendAudit(work.tx, {
      merchantId,
      actorMemberId: caller.session.memberId,
      action: release ? 'referral.hold_released' : 'referral.hold_rejected',
      subjectType: 'member',
      subjectId: held.inviter_id,
      ip: caller.client.ip,
      detail: { friendId, reasons: reasonsOf(held.hold_reasons), reward: pays ? amount : 0, note },
      at: now,
    });
  });
  return toHold((await findReferralHold(ctx.db, merchantId, friendId))!);
}
