import { z } from 'zod';

/**
 * The wallet calls (spec 001 sections 2, 4 and 7). Every amount is an integer in minor units
 * (centavos for PHP); the client formats it. Calls that move money carry an `Idempotency-Key`
 * header: a replay returns the first answer, the same key with another payload is refused.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z.string().trim().min(8).max(128);

/** A positive amount in minor units, at most 10^12 (ten billion pesos). */
export const amount = z.number().int().positive().max(1_000_000_000_000);

/** What shows in the header: the main wallet, and what is held for pending withdrawals. */
export const balanceValue = z.object({
  currency: z.string(),
  balance: z.number().int(),
  held: z.number().int(),
});
export type BalanceValue = z.infer<typeof balanceValue>;

/** The code of the member's main wallet in transfers; any other code names a transfer-mode vendor. */
export const MAIN_WALLET = 'MAIN';

export const vendorWallet = z.object({ code: z.string(), name: z.string(), balance: z.number().int() });
export type VendorWallet = z.infer<typeof vendorWallet>;

/** The merchant wallet: isSingle when every vendor plays from the main wallet (seamless). */
export const merchantWalletValue = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  main: z.number().int(),
  vendors: z.array(vendorWallet),
});
export type MerchantWalletValue = z.infer<typeof merchantWalletValue>;

/** Everything the member owns on the site: main, held, and every vendor wallet. */
export const consolidatedValue = z.object({
  currency: z.string(),
  total: z.number().int(),
  main: z.number().int(),
  held: z.number().int(),
  vendors: z.array(vendorWallet),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValue>;

/** The wallet transfer relay (GCS_walletTransfer): main ↔ one transfer-mode vendor wallet. */
export const walletTransferRequest = z.object({
  from: z.string().trim().min(1).max(32),
  to: z.string().trim().min(1).max(32),
  amount,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequest>;

export const walletTransferValue = z.object({
  transferId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: z.number().int(),
  balance: balanceValue,
  vendors: z.array(vendorWallet),
});
export type WalletTransferValue = z.infer<typeof walletTransferValue>;

/** Kinds of money movement, as they show in the transaction history. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RELEASE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  'SALARY',
  'ADJUSTMENT',
  /** Funds of an ineligible player set aside for forfeiture, and given back if staff release them (docs/aml.md). */
  'FORFEIT_HOLD',
  'FORFEIT_RELEASE',
  /** A progressive jackpot paid to its winner (docs/jackpot.md). */
  'JACKPOT',
] as const;
export const transactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionType>;

/** Date ranges are epoch milliseconds; the page offers the spec's presets (next/previous 7 and 30 days). */
export const dateRange = z.object({
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
});

export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const transactionQuery = pageQuery.extend(dateRange.shape).extend({ type: transactionType.optional() });
export type TransactionQuery = z.infer<typeof transactionQuery>;

export const transactionRecord = z.object({
  id: z.number().int(),
  type: transactionType,
  /** Signed: positive adds to the main wallet, negative takes from it. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string(),
  /** A short readable note: the vendor, the counterpart account, the channel. */
  detail: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

export const transactionPage = paged(transactionRecord);
export type TransactionPage = z.infer<typeof transactionPage>;

/** Personal profit over a period: what came in and went out, and the result of play. */
export const profitValue = z.object({
  currency: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  salaries: z.number().int(),
  /** wins − bets + bonuses + salaries. */
  profit: z.number().int(),
});
export type ProfitValue = z.infer<typeof profitValue>;

export const bonusRecord = z.object({
  id: z.number().int(),
  type: z.enum(['BONUS', 'SALARY']),
  amount: z.number().int(),
  reason: z.string(),
  createdAt: z.number().int(),
});
export const bonusPage = paged(bonusRecord);
export type BonusPage = z.infer<typeof bonusPage>;

// ---- deposits ----

export const PAYMENT_KINDS = ['EWALLET', 'BANK', 'QR'] as const;

export const paymentChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** A sandbox gateway's channel: it credits demo money nobody paid, and the site says so on it. */
  demo: z.boolean(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;
export const paymentChannelList = z.array(paymentChannel);

export const depositRequest = z.object({ channelId: z.number().int().positive(), amount });
export type DepositRequest = z.infer<typeof depositRequest>;

/** CANCELLED: the member cancelled it while pending; EXPIRED: it stayed unpaid past the brand's minutes. */
/** REFUND_DUE: paid after a break (time-out or self-exclusion) cancelled it; owed back to the payer, never credited. */
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUND_DUE'] as const;
export const depositValue = z.object({
  id: z.number().int(),
  reference: z.string(),
  channel: z.string(),
  amount: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The gateway's hosted payment page; open it in a new window or the same tab. */
  payUrl: z.string().nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  /** When a pending deposit expires; null once it is final. */
  expiresAt: z.number().int().nullable(),
});
export type DepositValue = z.infer<typeof depositValue>;
export const depositPage = paged(depositValue);

// ---- withdrawals ----

export const paymentPasswordRequest = z.object({
  /** The current payment password, when one is set. */
  oldPassword: z.string().max(255).optional(),
  /** The log-in password, which proves the member when no payment password is set yet. */
  loginPassword: z.string().max(255).optional(),
  newPassword: z.string().max(255),
  confirmPassword: z.string().max(255),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequest>;

export const PAYOUT_KINDS = ['BANK', 'EWALLET'] as const;
export const payoutAccountRequest = z.object({
  kind: z.enum(PAYOUT_KINDS),
  /** The bank or e-wallet, e.g. GCash, Maya, BDO. */
  provider: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(128),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{6,34}$/),
});
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequest>;

export const payoutAccount = payoutAccountRequest.extend({
  id: z.number().int(),
  /** Masked in answers: only the last 4 digits show (`•••• 1234`). */
  accountNumber: z.string(),
  createdAt: z.number().int(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccountList = z.array(payoutAccount);

export const withdrawConfigValue = z.object({
  currency: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  balance: z.number().int(),
  hasPaymentPassword: z.boolean(),
  kycRequired: z.boolean(),
  kycComplete: z.boolean(),
  payoutAccounts: payoutAccountList,
  /** Minutes the member has to confirm a paid withdrawal before it counts as received. */
  receiptMinutes: z.number().int(),
  /** Bet turnover still needed by open bonuses; a withdrawal needs 0 or forfeitBonus. */
  turnoverLeft: z.number().int(),
});
export type WithdrawConfigValue = z.infer<typeof withdrawConfigValue>;

export const withdrawRequest = z.object({
  amount,
  payoutAccountId: z.number().int().positive(),
  paymentPassword: z.string().max(255),
  /** Give up every bonus whose wagering is still open, so the withdrawal may go ahead. */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** PENDING holds the amount; REJECTED releases it; APPROVED awaits payout; PAID sent it out. */
export const WITHDRAW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAID'] as const;
export const RECEIPT_STATUSES = ['AWAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const;

export const withdrawalValue = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number().int(),
  status: z.enum(WITHDRAW_STATUSES),
  payoutAccount: z.string(),
  reason: z.string().nullable(),
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  receivedAmount: z.number().int().nullable(),
  /** When an unanswered receipt counts as received. */
  receiptDeadline: z.number().int().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
});
export type WithdrawalValue = z.infer<typeof withdrawalValue>;
export const withdrawalPage = paged(withdrawalValue);

export const receiptRequest = z.object({
  outcome: z.enum(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED']),
  /** For PARTIAL: what arrived, in minor units. */
  receivedAmount: z.number().int().nonnegative().optional(),
  /** For NOT_RECEIVED: a screenshot as base64 (JPEG or PNG, at most 5242880 bytes). */
  proof: z.string().max(7_100_000).optional(),
});
export type ReceiptRequest = z.infer<typeof receiptRequest>;

/** Operator decisions on a withdrawal (back-office calls, operator role). */
export const operatorDecisionRequest = z.object({
  reason: z.string().trim().max(255).optional(),
  /** Marking paid: the payout's screenshot as base64 (JPEG or PNG, at most 5242880 bytes). */
  proof: z.string().max(7_100_000).optional(),
});
export const operatorWithdrawalQuery = pageQuery.extend({
  status: z.enum(WITHDRAW_STATUSES).optional(),
  /** DISPUTED: paid, and the member answered that it arrived in part or not at all. */
  receipt: z.enum(['DISPUTED']).optional(),
});
/** A withdrawal as the operator sees it: with the member's account name. */
export const operatorWithdrawal = withdrawalValue.extend({
  account: z.string(),
  /** Staff attached a screenshot of the payout when marking it paid. */
  hasPayoutProof: z.boolean().optional(),
});
export const operatorWithdrawalPage = paged(operatorWithdrawal);
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;
export const operatorLoginRequest = z.object({ username: z.string().max(255), password: z.string().max(255) });
export const operatorLoginValue = z.object({ token: z.string() });

// ---- transfers between upline and downline ----

export const transferUplineRequest = z.object({ amount, paymentPassword: z.string().max(255) });
export type TransferUplineRequest = z.infer<typeof transferUplineRequest>;

export const transferDownlineRequest = z.object({
  downline: z.string().trim().min(1).max(64),
  amount,
  paymentPassword: z.string().max(255),
});
export type TransferDownlineRequest = z.infer<typeof transferDownlineRequest>;

export const memberTransferValue = z.object({
  transferId: z.string(),
  counterpart: z.string(),
  amount: z.number().int(),
  balance: balanceValue,
});
export type MemberTransferValue = z.infer<typeof memberTransferValue>;

export const transferTargetsValue = z.object({
  upline: z.string().nullable(),
  downlines: z.array(z.object({ account: z.string(), nickname: z.string().nullable() })),
});
export type TransferTargetsValue = z.infer<typeof transferTargetsValue>;

// ---- messages and realtime ----

export const NOTICE_KINDS = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAW_APPROVED',
  'WITHDRAW_REJECTED',
  'WITHDRAW_PAID',
  'WITHDRAW_FAILED',
  'TRANSFER_RECEIVED',
  'FEEDBACK_REPLY',
  'REFERRAL_REWARD',
] as const;
export const noticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof noticeKind>;

export const messageRecord = z.object({
  id: z.number().int(),
  kind: noticeKind,
  /** Values the client fills into the kind's translated text (amount, reference, reason). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type MessageRecord = z.infer<typeof messageRecord>;
export const messagePage = paged(messageRecord);
export const unreadCountValue = z.object({ count: z.number().int() });

/** Socket.io events the server pushes to a member's room. */
export const REALTIME_EVENTS = { balance: 'balance', notice: 'notice' } as const;
export const realtimeNotice = messageRecord;
