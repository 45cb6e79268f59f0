import { z } from 'zod';
import { DEPOSIT_STATUSES, pageQuery, paged, WITHDRAW_STATUSES, RECEIPT_STATUSES, TRANSACTION_TYPES } from './wallet';
import { KYC_STATUSES } from './kyc';

/**
 * The back office's player calls: search, the player page, and the four-eyes requests (a manual
 * balance adjustment, a manual credit of a deposit paid outside the gateway) that a second staff
 * member approves.
 */

/** Search by any of: username, mobile, e-mail, member id, IP, invitation (referral) code. */
export const PLAYER_SORTS = ['newest', 'username', 'lastLogin'] as const;
export const playerSearchQuery = pageQuery.extend({
  q: z.string().trim().max(64).default(''),
  /** Only players carrying this tag (empty: any). */
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{0,24}$/)
    .default(''),
  /** The grid's sort, applied by the server so that paging stays right. */
  sort: z.enum(PLAYER_SORTS).default('newest'),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuery>;

export const playerSummary = z.object({
  memberId: z.number().int(),
  username: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;
export const playerPage = paged(playerSummary);

// ---- notes, tags, password reset ----

export const PLAYER_NOTE_MAX = 1000;
export const PLAYER_TAGS_MAX = 10;

/** A staff note on a player: 1–1000 characters after trimming. */
export const playerNoteRequest = z.object({ body: z.string().trim().min(1).max(PLAYER_NOTE_MAX) });
export type PlayerNoteRequest = z.infer<typeof playerNoteRequest>;

export const playerNote = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The staff member's username. */
  author: z.string(),
  createdAt: z.number().int(),
});
export type PlayerNote = z.infer<typeof playerNote>;

/** A tag: 1–24 letters, digits, - or _, kept in lower case. */
export const playerTag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,24}$/);

/** The player's whole tag set (it replaces the old one); duplicates count once. */
export const playerTagsRequest = z.object({
  tags: z
    .array(playerTag)
    .transform((tags) => [...new Set(tags)].sort())
    .pipe(z.array(z.string()).max(PLAYER_TAGS_MAX)),
});
export type PlayerTagsRequest = z.infer<typeof playerTagsRequest>;
export const playerTagsValue = z.object({ tags: z.array(z.string()) });

/** Where a staff member can send a password reset: a code by SMS to the verified mobile, or a link by e-mail. */
export const RESET_CHANNELS = ['sms', 'email'] as const;
export type ResetChannel = (typeof RESET_CHANNELS)[number];
export const passwordResetByStaffRequest = z.object({ channel: z.enum(RESET_CHANNELS) });
/** What staff see: where it went (masked) and for how long it works; never the code or link. */
export const passwordResetByStaffValue = z.object({
  channel: z.enum(RESET_CHANNELS),
  sentTo: z.string(),
  expiresInMinutes: z.number().int(),
});

/** After lock, unlock or ending the sessions: the account's status now. */
export const playerStatusValue = z.object({ status: z.string() });

// ---- four eyes ----

/** A manual adjustment, a manual deposit credit, and a manual promotion grant above the brand's four-eyes amount. */
export const APPROVAL_KINDS = ['BALANCE_ADJUSTMENT', 'DEPOSIT_CREDIT', 'PROMOTION_GRANT'] as const;
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A manual adjustment: a positive amount credits the main wallet, a negative one debits it. */
export const adjustmentRequest = z.object({
  amount: z
    .number()
    .int()
    .refine((value) => value !== 0 && Math.abs(value) <= 100_000_000_00, 'amount'),
  reason: z.string().trim().min(3).max(255),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

export const depositCreditRequest = z.object({ reason: z.string().trim().min(3).max(255) });
export type DepositCreditRequest = z.infer<typeof depositCreditRequest>;

export const approvalDecisionRequest = z.object({ note: z.string().trim().max(255).optional() });

export const approvalValue = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  /** The deposit a DEPOSIT_CREDIT credits. */
  depositReference: z.string().nullable(),
  /** The promotion a PROMOTION_GRANT grants from, and its title. */
  promotionId: z.number().int().nullable(),
  promotionTitle: z.string().nullable(),
  requestedBy: z.string(),
  requestedAt: z.number().int(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type ApprovalValue = z.infer<typeof approvalValue>;

export const approvalQuery = pageQuery.extend({ status: z.enum(APPROVAL_STATUSES).optional() });
export const approvalPage = paged(approvalValue);

const ledgerLine = z.object({
  id: z.number().int(),
  type: z.enum([...TRANSACTION_TYPES, 'WITHDRAW_PAID', 'VENDOR_TRANSIT']),
  reference: z.string(),
  detail: z.string().nullable(),
  /** Signed: what the member's main wallet gained (+) or lost (−). */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.number().int(),
});

const loginLine = z.object({ ip: z.string(), success: z.boolean(), reason: z.string(), createdAt: z.number().int() });
const sessionLine = z.object({
  ip: z.string().nullable(),
  device: z.string().nullable(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  active: z.boolean(),
});

/** Everything the player page shows, in one answer; lists are the newest few of each. */
export const playerDetail = z.object({
  profile: playerSummary.extend({
    nickname: z.string().nullable(),
    payeeName: z.string().nullable(),
    referralCode: z.string().nullable(),
    upline: z.string().nullable(),
    registerIp: z.string().nullable(),
    type: z.number().int(),
    vipLevel: z.number().int(),
  }),
  balances: z.object({ currency: z.string(), main: z.number().int(), held: z.number().int() }),
  ledger: z.array(ledgerLine),
  deposits: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      channel: z.string(),
      amount: z.number().int(),
      status: z.enum(DEPOSIT_STATUSES),
      createdAt: z.number().int(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      amount: z.number().int(),
      status: z.enum(WITHDRAW_STATUSES),
      receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
      createdAt: z.number().int(),
    }),
  ),
  logins: z.array(loginLine),
  sessions: z.array(sessionLine),
  approvals: z.array(approvalValue),
  notes: z.array(playerNote),
  tags: z.array(z.string()),
  /** Where a reset can go, masked; null when the member has no verified mobile / no e-mail (or the brand has that recovery off). */
  resetTo: z.object({ sms: z.string().nullable(), email: z.string().nullable() }),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

// ---- deposits ----

export const operatorDepositQuery = pageQuery.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  q: z.string().trim().max(64).optional(),
});
export type OperatorDepositQuery = z.infer<typeof operatorDepositQuery>;

export const operatorDeposit = z.object({
  id: z.number().int(),
  reference: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  channel: z.string(),
  gateway: z.string(),
  gatewayReference: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDeposit>;
export const operatorDepositPage = paged(operatorDeposit);

/** A deposit with what the gateway sent about it and what the platform did. */
export const operatorDepositDetail = operatorDeposit.extend({
  callbacks: z.array(z.object({ nonce: z.string(), receivedAt: z.number().int() })),
  history: z.array(z.object({ action: z.string(), detail: z.string(), at: z.number().int() })),
  approvals: z.array(approvalValue),
});
export type OperatorDepositDetail = z.infer<typeof operatorDepositDetail>;

// ---- withdrawal risk hints ----

/** Up to 100 withdrawal ids, comma-separated: the page of the queue on screen. */
export const withdrawalRiskQuery = z.object({
  ids: z
    .string()
    .regex(/^(\d{1,9}(,\d{1,9}){0,99})?$/)
    .default(''),
});

/**
 * What a reviewer weighs beside a withdrawal: the member's KYC state, money in against money
 * out, bonus money not yet wagered (turnover open: staked less than the bonuses received), and
 * other members sharing an IP or the payout account.
 */
export const withdrawalRisk = z.object({
  id: z.number().int(),
  kycStatus: z.enum(KYC_STATUSES),
  deposited: z.number().int(),
  withdrawn: z.number().int(),
  bonus: z.number().int(),
  wagered: z.number().int(),
  bonusTurnoverOpen: z.boolean(),
  sameIp: z.array(z.object({ username: z.string(), ip: z.string() })),
  samePayoutAccount: z.array(z.string()),
});
export type WithdrawalRisk = z.infer<typeof withdrawalRisk>;
export const withdrawalRiskList = z.array(withdrawalRisk);

// ---- change agent ----

/** Move the player (with their team) under the agent with this username, of the same brand. */
export const changeAgentRequest = z.object({ upline: z.string().trim().toLowerCase().min(1).max(32) });
export type ChangeAgentRequest = z.infer<typeof changeAgentRequest>;
export const changeAgentValue = z.object({ upline: z.string() });

// ---- VIP level ----

/** The highest VIP level, as in the promotions' VIP audiences. */
export const VIP_LEVEL_MAX = 100;
export const vipLevelRequest = z.object({ level: z.number().int().min(0).max(VIP_LEVEL_MAX) });
export type VipLevelRequest = z.infer<typeof vipLevelRequest>;
export const vipLevelValue = z.object({ level: z.number().int() });
