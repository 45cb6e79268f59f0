import { z } from 'zod';
import { MAX_RATE_BP } from './agent-team';
import { pageQuery, paged } from './wallet';

/**
 * Agent contracts (spec 001 sections 3, 4 and 6): an upline offers a downline agent a dividend,
 * daily salary, hourly salary or real-time salary contract; the downline accepts or rejects;
 * either side may ask to end it. Rates are basis points (150 = 1.50%), amounts minor units,
 * times epoch milliseconds.
 */

/** The four kinds, each with its agent-centre page (spec 000 section 2). */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_PAGE: Record<ContractKind, string> = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY: 'agentDailyWages2',
  HOURLY: 'agentHourSalary',
  REALTIME: 'agentRealtimeSalary',
};

/** Dividend periods: D daily, W weekly (from Monday), H semimonthly (1st–15th, 16th–end), M monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'TERMINATED', 'ENDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

const rate = z.number().int().min(0).max(MAX_RATE_BP);
const amount = z.number().int().min(0).max(1e13);

/**
 * One tier: the rate paid once the team reaches every requirement in the window. Salaries use
 * active members and the bet amount of the day or hour; dividends the period's valid bets and
 * profit and loss (the team's loss, which the dividend shares).
 */
export const contractTier = z.object({
  rateBp: rate.min(1),
  activeMembers: z.number().int().min(0).max(100_000).default(0),
  betAmount: amount.default(0),
  periodValidBet: amount.default(0),
  periodProfitLoss: amount.default(0),
});
export type ContractTier = z.infer<typeof contractTier>;

/** Real-time salary: shares of each hour's team result and of every valid bet. */
export const realtimeRates = z.object({ winRateBp: rate, lossRateBp: rate, singleBetRateBp: rate });
export type RealtimeRates = z.infer<typeof realtimeRates>;

export const contractTerms = z.object({
  tiers: z.array(contractTier).max(20).default([]),
  period: z.enum(DIVIDEND_PERIODS).optional(),
  realtime: realtimeRates.optional(),
});
export type ContractTerms = z.infer<typeof contractTerms>;

export const contractOfferRequest = z.object({
  kind: z.enum(CONTRACT_KINDS),
  account: z.string().trim().min(1).max(64),
  terms: contractTerms,
});
export type ContractOfferRequest = z.infer<typeof contractOfferRequest>;

export const contractParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/** Accepting an offer that ends the downline's own higher contracts needs this confirmation. */
export const contractAcceptRequest = z.object({ confirmEndDownline: z.boolean().default(false) }).prefault({});

export const contractValue = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string(),
  account: z.string(),
  terms: contractTerms,
  /** The highest rate the contract can pay on a bet (for real-time, its single-bet rate plus the higher of its win and loss rates). */
  topRateBp: z.number().int(),
  /** The contract this offer changes, when it is a change of an active one. */
  replacesId: z.number().int().nullable(),
  /** Who asked to end it (upline or downline account), waiting for the other side. */
  terminationRequestedBy: z.string().nullable(),
  createdAt: z.number().int(),
  acceptedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** On an offer to me: my downlines whose contracts pay more and end if I accept (the confirmation lists them). */
  endsDownline: z.array(z.string()).optional(),
});
export type ContractValue = z.infer<typeof contractValue>;

export const contractKindQuery = z.object({ kind: z.enum(CONTRACT_KINDS) });

/** The offers waiting for my answer, every kind (the log-in popup). */
export const pendingOffers = z.object({ list: z.array(contractValue) });
export type PendingOffers = z.infer<typeof pendingOffers>;

/** One kind's page: my contract, offers waiting for me, what I offered downlines, and my ceiling. */
export const contractOverview = z.object({
  kind: z.enum(CONTRACT_KINDS),
  enabled: z.boolean(),
  mine: contractValue.nullable(),
  offersToMe: z.array(contractValue),
  offered: z.array(contractValue),
  /** The highest rate I may offer a downline for this kind. */
  ceilingBp: z.number().int(),
  /**
   * My rate that one downline's contracts from me share, every kind together: each bet pays one
   * contract, and an offer's rate plus the downline's other open contracts' rates stays within it.
   */
  budgetBp: z.number().int(),
  /**
   * My direct downline agents whose open contracts of other kinds from me already use some of my
   * rate: what they use, and what is left for this kind (at most `ceilingBp`). Any other downline
   * has `min(ceilingBp, budgetBp)` left.
   */
  room: z.array(z.object({ account: z.string(), usedBp: z.number().int(), availableBp: z.number().int() })),
});
export type ContractOverview = z.infer<typeof contractOverview>;

/** How a payment was computed: my rate on my team, minus my sub-agents' rates on theirs. */
export const paymentComputation = z.object({
  activeMembers: z.number().int(),
  validBet: z.number().int(),
  /** The team's result: payout minus valid bets (negative when the team lost). */
  winLoss: z.number().int(),
  /** The tier rate reached (salaries, dividends); real-time salary has its three rates instead. */
  rateBp: z.number().int(),
  realtime: realtimeRates.optional(),
  /** My rate on my whole team. */
  gross: z.number().int(),
  /** Each sub-agent's share of its own team, at its rate (never above mine), taken off the gross. */
  subAgents: z.array(
    z.object({
      account: z.string(),
      rateBp: z.number().int(),
      realtime: realtimeRates.optional(),
      validBet: z.number().int(),
      winLoss: z.number().int(),
      share: z.number().int(),
    }),
  ),
  amount: z.number().int(),
});
export type PaymentComputation = z.infer<typeof paymentComputation>;

export const contractPayment = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  periodFrom: z.number().int(),
  periodTo: z.number().int(),
  amount: z.number().int(),
  computation: paymentComputation,
  paidAt: z.number().int(),
});
export type ContractPayment = z.infer<typeof contractPayment>;

export const statementQuery = pageQuery.extend({ kind: z.enum(CONTRACT_KINDS) });
export const statementPage = paged(contractPayment);
export type StatementPage = z.infer<typeof statementPage>;

/** agentRevenueReport's "my income": contract payments in a range, by period and kind. */
export const incomeQuery = z
  .object({ from: z.coerce.number().int().min(0).max(8.64e15), to: z.coerce.number().int().min(0).max(8.64e15) })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to' });
export const contractIncome = z.object({
  /** The ledger posting kind of every contract payment. */
  postingKind: z.literal('SALARY'),
  total: z.number().int(),
  byKind: z.record(z.enum(CONTRACT_KINDS), z.number().int()),
  list: z.array(
    z.object({
      kind: z.enum(CONTRACT_KINDS),
      periodKey: z.string(),
      periodFrom: z.number().int(),
      periodTo: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type ContractIncome = z.infer<typeof contractIncome>;
