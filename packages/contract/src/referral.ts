import { z } from 'zod';

/**
 * Friend referral (spec 000 referral page; /register?referralCode=): a member's own invitation
 * code, link and QR code, the friends who registered with it and their state, and the rewards
 * earned. Distinct from an agent's invitation code, which puts the new member in the agent's team:
 * a friend code is longer (FRIEND_CODE_LENGTH) and makes no upline.
 */
export const FRIEND_CODE_LENGTH = 10;

export const REFERRAL_STATES = ['REGISTERED', 'DEPOSITED', 'QUALIFIED'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const referredFriend = z.object({
  /** Masked username. */
  name: z.string(),
  state: z.enum(REFERRAL_STATES),
  registeredAt: z.number().int(),
  qualifiedAt: z.number().int().nullable(),
  /** What the inviter earned for this friend (0 until qualified). */
  reward: z.number().int(),
});
export type ReferredFriend = z.infer<typeof referredFriend>;

export const referralValue = z.object({
  code: z.string(),
  /** The register path with the code; the page adds its origin. */
  path: z.string(),
  friends: z.array(referredFriend),
  totalReward: z.number().int(),
  /** The brand's rule: a friend qualifies once their deposits reach this (minor units), earning the inviter `reward`. */
  rule: z.object({ enabled: z.boolean(), qualifyingDeposit: z.number().int(), reward: z.number().int() }),
});
export type ReferralValue = z.infer<typeof referralValue>;

/**
 * Self-referral holds (issue #37 item 10): a friend who shares the inviter's device, IP address or
 * payout account has the reward held; staff release it (the reward goes to the inviter's reward
 * center as usual) or reject it. A staff decision is final for the pair.
 */
export const REFERRAL_HOLD_STATES = ['HELD', 'RELEASED', 'REJECTED'] as const;
export type ReferralHoldState = (typeof REFERRAL_HOLD_STATES)[number];
export const REFERRAL_HOLD_REASONS = ['SAME_IP', 'SAME_DEVICE', 'SAME_PAYOUT_ACCOUNT'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

export const referralHoldQuery = z.object({ state: z.enum(REFERRAL_HOLD_STATES).default('HELD') });
export type ReferralHoldQuery = z.infer<typeof referralHoldQuery>;

export const referralHold = z.object({
  /** The friend's member id: a friend has one inviter, so it names the hold. */
  id: z.number().int(),
  inviterId: z.number().int(),
  inviter: z.string(),
  friend: z.string(),
  /** What the two accounts share: the address, the device id or the payout account number. */
  reasons: z.array(z.object({ kind: z.enum(REFERRAL_HOLD_REASONS), value: z.string() })),
  referralState: z.enum(REFERRAL_STATES),
  holdState: z.enum(REFERRAL_HOLD_STATES),
  heldAt: z.number().int(),
  /** The reward kept back (0 until the friend qualifies). */
  heldReward: z.number().int(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type ReferralHold = z.infer<typeof referralHold>;

export const referralHoldPage = z.object({ list: z.array(referralHold) });
export type ReferralHoldPage = z.infer<typeof referralHoldPage>;

export const referralHoldDecisionRequest = z.object({ reason: z.string().trim().max(200).default('') });
export type ReferralHoldDecisionRequest = z.infer<typeof referralHoldDecisionRequest>;
