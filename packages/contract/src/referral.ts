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
