import { z } from 'zod';

/**
 * The points mall (spec 001 sections 2–5; issue #16): a member's points balance, the brand's
 * rewards catalogue (cash vouchers and physical items), redeems that staff decide (In Process,
 * Approved, Rejected), the points details and rules, and converting points to cash. Points are
 * whole numbers and never expire.
 */

export const POINTS_REWARD_KINDS = ['CASH', 'ITEM'] as const;
export type PointsRewardKind = (typeof POINTS_REWARD_KINDS)[number];

/** Redeem states of spec 001 section 4: In Process, Rejected, Approved. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** What moved a member's points (the "type" column of the points details). */
export const POINTS_ENTRY_TYPES = ['EARN_BET', 'EARN_DEPOSIT', 'REDEEM', 'REDEEM_RETURN', 'CONVERT', 'GRANT'] as const;
export type PointsEntryType = (typeof POINTS_ENTRY_TYPES)[number];

export const pointsBalanceValue = z.object({
  /** Points the member can spend now. */
  balance: z.number().int(),
  /** Points held by redeems in process (returned if rejected). */
  held: z.number().int(),
});
export type PointsBalanceValue = z.infer<typeof pointsBalanceValue>;

export const pointsReward = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_REWARD_KINDS),
  name: z.string(),
  /** Points required for one. */
  points: z.number().int(),
  /** A cash voucher's value, or an item's value (minor units). */
  amount: z.number().int(),
  /** Left in stock; null when unlimited. */
  stock: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
});
export type PointsReward = z.infer<typeof pointsReward>;
export const pointsRewardList = z.object({ list: z.array(pointsReward) });

const mobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{7,20}$/);

/**
 * A redeem, with the spec's fields (points required and amount come from the catalogue and are
 * sent to confirm what the member saw). The body is encrypted (E).
 */
export const redeemRequest = z.object({
  rewardId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(99),
  pointsRequired: z.number().int().nonnegative(),
  amount: z.number().int().nonnegative(),
  /** The account a cash voucher is paid to, or the recipient's name for an item. */
  account: z.string().trim().max(64).default(''),
  receivingAddress: z.string().trim().min(1).max(200),
  mobileNumber: mobile,
  withdrawPassword: z.string().min(1).max(64),
});
export type RedeemRequest = z.infer<typeof redeemRequest>;

export const redeemValue = z.object({
  id: z.number().int(),
  reference: z.string(),
  rewardId: z.number().int(),
  kind: z.enum(POINTS_REWARD_KINDS),
  name: z.string(),
  quantity: z.number().int(),
  pointsRequired: z.number().int(),
  amount: z.number().int(),
  account: z.string(),
  receivingAddress: z.string(),
  mobileNumber: z.string(),
  status: z.enum(REDEEM_STATUSES),
  remark: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type RedeemValue = z.infer<typeof redeemValue>;
export const redeemList = z.object({ list: z.array(redeemValue) });
export type RedeemList = z.infer<typeof redeemList>;

/** One row of the points details, with the spec's columns. */
export const pointsDetail = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** When the redeem was applied for (the entry's own time otherwise). */
  appliedAt: z.number().int(),
  type: z.enum(POINTS_ENTRY_TYPES),
  name: z.string(),
  quantity: z.number().int(),
  pointsRequired: z.number().int(),
  amountRequired: z.number().int(),
  /** The redeem's state, for entries of a redeem; null otherwise. */
  status: z.enum(REDEEM_STATUSES).nullable(),
  at: z.number().int(),
  changed: z.number().int(),
  balance: z.number().int(),
  remark: z.string(),
});
export type PointsDetail = z.infer<typeof pointsDetail>;
export const pointsDetailQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const pointsDetailPage = z.object({
  list: z.array(pointsDetail),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type PointsDetailPage = z.infer<typeof pointsDetailPage>;

/** The points rules a brand sets (brand settings `points`), as the rules tab shows them. */
export const pointsConfigValue = z.object({
  enabled: z.boolean(),
  /** Points per 100.00 of valid bet, by game type (absent: earns nothing). */
  perBet: z.record(z.string(), z.number().int()),
  /** Points per 100.00 deposited. */
  perDeposit: z.number().int(),
  /** Cash (minor units) one point converts to; 0 turns converting off. */
  cashPerPoint: z.number().int(),
  minConvert: z.number().int(),
  currency: z.string(),
});
export type PointsConfigValue = z.infer<typeof pointsConfigValue>;

/** Convert points to cash (E); the cash goes to the main wallet. */
export const convertRequest = z.object({ points: z.number().int().positive().max(1_000_000_000) });
export type ConvertRequest = z.infer<typeof convertRequest>;
export const convertValue = z.object({ points: z.number().int(), amount: z.number().int(), balance: pointsBalanceValue });
export type ConvertValue = z.infer<typeof convertValue>;

/** Staff: the redeem queue and a decision. */
export const redeemQueueValue = z.object({
  list: z.array(redeemValue.extend({ account: z.string(), memberId: z.number().int(), username: z.string() })),
});
export type RedeemQueueValue = z.infer<typeof redeemQueueValue>;
export const redeemDecisionRequest = z.object({ reason: z.string().trim().max(200).default('') });
export type RedeemDecisionRequest = z.infer<typeof redeemDecisionRequest>;
