import { z } from 'zod';

/**
 * Promotions and rewards (spec 001 sections 2, 4, 5; issue #16): a promotion is data — its kind,
 * audience, period, budget, per-member limit, eligible games and channels, and its wagering
 * requirement. Bonus money waits in the member's bonus account until its turnover is met.
 */

export const PROMOTION_KINDS = [
  'DEPOSIT_FIRST',
  'DEPOSIT_RELOAD',
  'CASHBACK',
  'REBATE',
  'RAFFLE',
  'CHECK_IN',
  'MISSION',
  'REFERRAL',
  'MANUAL',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The kinds that run end to end today; the others are stored and validated but not offered. */
export const LIVE_PROMOTION_KINDS = [
  'DEPOSIT_FIRST',
  'DEPOSIT_RELOAD',
  'CASHBACK',
  'CHECK_IN',
  'MANUAL',
  'REBATE',
  'RAFFLE',
] as const satisfies readonly PromotionKind[];

/** The type filters of the /promotions page. */
export const PROMOTION_FILTERS = ['ALL', 'DEPOSIT', 'CASHBACK', 'CHECK_IN', 'REBATE', 'RAFFLE', 'MANUAL'] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

/** The activity states of spec 001 section 4, as the cards show them. */
export const ACTIVITY_STATES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in process',
  'joined',
  'coming soon',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

const minor = z.number().int().min(0).max(1_000_000_000_000);
const percent = z.number().int().min(0).max(10_000); // basis points: 1000 = 10%

export const promotionAudience = z.object({
  kind: z.enum(['ALL', 'NEW_MEMBERS', 'VIP_LEVEL', 'AGENT_TEAM', 'TAGS']),
  /** NEW_MEMBERS: registered at most this many days ago. */
  newWithinDays: z.number().int().min(1).max(3650).optional(),
  vipLevels: z.array(z.number().int().min(0).max(100)).max(100).optional(),
  agentId: z.number().int().positive().optional(),
  tags: z.array(z.string().max(32)).max(20).optional(),
});
export type PromotionAudience = z.infer<typeof promotionAudience>;

/** Turnover needed before a bonus moves to main: multiple × (bonus, or bonus + deposit), bets weighted by game type (percent). */
export const wageringRule = z.object({
  multiple: z.number().int().min(0).max(100),
  base: z.enum(['BONUS', 'BONUS_AND_DEPOSIT']),
  /** Percent of a stake that counts, by game type (RNG, LIVE…); types not listed count `defaultWeight`. */
  weights: z.record(z.string().max(16), z.number().int().min(0).max(100)).default({}),
  defaultWeight: z.number().int().min(0).max(100).default(100),
});
export type WageringRule = z.infer<typeof wageringRule>;

/** What a reward is worth, by kind. */
export const rewardRule = z.object({
  /** Deposit bonus and cashback: basis points of the deposit or net loss; rebate: of valid bets. */
  rate: percent.optional(),
  /** Rebate: basis points by game type. */
  rates: z.record(z.string().max(16), percent).optional(),
  cap: minor.optional(),
  minDeposit: minor.optional(),
  /** Check-in, mission, referral, raffle prize: a fixed amount. */
  amount: minor.optional(),
  /** Rebate: the period whose valid bets are paid back, claimed once that period is over. */
  period: z.enum(['DAILY', 'WEEKLY']).optional(),
});
export type RewardRule = z.infer<typeof rewardRule>;

/**
 * Raffle: joined members earn tickets from credited deposits and from turnover (weighted like
 * wagering) until `drawAt`; then the provably fair draw picks one winner per prize, in order,
 * among the tickets of members who have not won yet (packages/contract/src/fair/raffle.ts).
 */
export const raffleRule = z
  .object({
    drawAt: z.number().int(),
    /** A ticket for each this much deposited (minor units); absent: deposits earn none. */
    depositPerTicket: minor.min(1).optional(),
    /** A ticket for each this much weighted turnover; absent: bets earn none. */
    turnoverPerTicket: minor.min(1).optional(),
    maxTicketsPerMember: z.number().int().min(1).max(1_000_000).optional(),
    /** The prizes, first prize first, each paid as a bonus through the promotion's wagering rule. */
    prizes: z.array(minor.min(1)).min(1).max(100),
  })
  .refine((rule) => rule.depositPerTicket !== undefined || rule.turnoverPerTicket !== undefined, { path: ['depositPerTicket'] });
export type RaffleRule = z.infer<typeof raffleRule>;

/** A promotion's money limits name one catalogue code, so whoever adds a promotion learns what it lacks. */
const LIMITS_REQUIRED = { error: 'PROMOTION_LIMITS_REQUIRED' } as const;

export const promotionDefinition = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    title: z.object({ EN: z.string().min(1).max(120), TY: z.string().min(1).max(120) }),
    rulesHtml: z.object({ EN: z.string().max(20_000), TY: z.string().max(20_000) }),
    audience: promotionAudience,
    startsAt: z.number().int(),
    endsAt: z.number().int().nullable(),
    /** Total the promotion may pay, minor units. Every promotion has one: no kind pays without end. */
    budget: z.number(LIMITS_REQUIRED).int(LIMITS_REQUIRED).min(1, LIMITS_REQUIRED).max(1_000_000_000_000, LIMITS_REQUIRED),
    /** The most the promotion pays one member over its life, minor units (at most the budget). */
    perMemberCap: z.number(LIMITS_REQUIRED).int(LIMITS_REQUIRED).min(1, LIMITS_REQUIRED).max(1_000_000_000_000, LIMITS_REQUIRED),
    /** Rewards per member over the promotion's life; null = no limit (check-in and cashback are also once a day). */
    perMemberLimit: z.number().int().min(1).max(100_000).nullable(),
    gameTypes: z.array(z.string().max(16)).max(20).default([]),
    channels: z.array(z.string().max(32)).max(20).default([]),
    reward: rewardRule,
    wagering: wageringRule,
    /** The member applies (comment, images) and an operator approves before they join. */
    needsApplication: z.boolean().default(false),
    /** RAFFLE only: how tickets are earned, when the draw is, and the prizes. */
    raffle: raffleRule.optional(),
  })
  .refine((definition) => definition.perMemberCap <= definition.budget, { ...LIMITS_REQUIRED, path: ['perMemberCap'] });
export type PromotionDefinition = z.infer<typeof promotionDefinition>;

export const promotionCard = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  filter: z.enum(PROMOTION_FILTERS),
  title: z.string(),
  state: z.enum(ACTIVITY_STATES),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  needsApplication: z.boolean(),
  /** The claimable reward's id when state is `claim` and a reward waits. */
  rewardId: z.number().int().nullable(),
});
export type PromotionCard = z.infer<typeof promotionCard>;

export const promotionList = z.object({ list: z.array(promotionCard) });
export type PromotionList = z.infer<typeof promotionList>;

/** A raffle as its page shows it: the commitment before the draw, the seed and winners after. */
export const raffleView = z.object({
  drawAt: z.number().int(),
  status: z.enum(['PENDING', 'DRAWN']),
  depositPerTicket: z.number().int().nullable(),
  turnoverPerTicket: z.number().int().nullable(),
  prizes: z.array(z.number().int()),
  /** SHA-256 of the server seed, shown from the start so the draw can be checked afterwards. */
  serverSeedHash: z.string(),
  /** Revealed once drawn. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  /** Tickets of all members (at the draw, once drawn). */
  totalTickets: z.number().int(),
  /** The caller's tickets; null for a visitor. */
  myTickets: z.number().int().nullable(),
  winners: z.array(
    z.object({ rank: z.number().int(), name: z.string(), ticket: z.number().int(), prize: z.number().int(), self: z.boolean() }),
  ),
});
export type RaffleView = z.infer<typeof raffleView>;

/** A rebate promotion for the caller: this period's valid bet and rebate so far, and the last period's rebate to claim. */
export const rebateView = z.object({
  period: z.enum(['DAILY', 'WEEKLY']),
  rate: z.number().int().nullable(),
  rates: z.record(z.string(), z.number().int()),
  validBet: z.number().int(),
  accrued: z.number().int(),
  due: z.number().int(),
});
export type RebateView = z.infer<typeof rebateView>;

export const promotionDetail = promotionCard.extend({
  rulesHtml: z.string(),
  wagering: wageringRule,
  reward: rewardRule,
  raffle: raffleView.nullable(),
  rebate: rebateView.nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

export const promotionQuery = z.object({ type: z.enum(PROMOTION_FILTERS).default('ALL') });

export const REWARD_STATUSES = ['CLAIMABLE', 'WAGERING', 'RELEASED', 'FORFEITED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const rewardValue = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  amount: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  turnoverRequired: z.number().int(),
  turnoverDone: z.number().int(),
  createdAt: z.number().int(),
  claimedAt: z.number().int().nullable(),
});
export type RewardValue = z.infer<typeof rewardValue>;

/** rewardCenter: what waits to be claimed (its count is the badge) and what was claimed. */
export const rewardCenterValue = z.object({
  ready: z.array(rewardValue),
  badge: z.number().int(),
  history: z.array(rewardValue),
});
export type RewardCenterValue = z.infer<typeof rewardCenterValue>;

/** The bonuses with their wagering progress (bonusDetails). */
export const bonusProgressList = z.object({ list: z.array(rewardValue), turnoverLeft: z.number().int() });
export type BonusProgressList = z.infer<typeof bonusProgressList>;

// ---- activity application ----

export const APPLICATION_LIMITS = {
  remarkLength: 140,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
};

export const applicationRequest = z.object({
  remark: z.string().max(APPLICATION_LIMITS.remarkLength, { error: 'ACTIVITY_REMARK_TOO_LONG' }).default(''),
  /** Base64 (or data URLs) of PNG or JPEG files; the server checks the bytes. */
  images: z.array(z.string().max(7_000_000)).max(APPLICATION_LIMITS.images, { error: 'ACTIVITY_TOO_MANY_IMAGES' }).default([]),
});
export type ApplicationRequest = z.infer<typeof applicationRequest>;

export const APPLICATION_STATUSES = ['applying', 'joined', 'rejected'] as const;

export const applicationValue = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.string(),
  imageCount: z.number().int(),
  createdAt: z.number().int(),
});
export type ApplicationValue = z.infer<typeof applicationValue>;
export const applicationList = z.object({ list: z.array(applicationValue) });
export type ApplicationList = z.infer<typeof applicationList>;

/** The staff queue's filter: the applications in one state (default: waiting). */
export const applicationQuery = z.object({ status: z.enum(APPLICATION_STATUSES).default('applying') });
/** The staff member's decision note (stored in the audit log with the decision). */
export const applicationDecision = z.object({ reason: z.string().trim().max(200).default('') });

/** A promotion as staff see it in the back office: its kind, period, state and budget used. */
export const staffPromotion = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  state: z.enum(['upcoming', 'open', 'ended', 'budget_spent']),
  budget: z.number().int(),
  spent: z.number().int(),
  /** The most the promotion pays one member. */
  perMemberCap: z.number().int(),
  needsApplication: z.boolean(),
});
export type StaffPromotion = z.infer<typeof staffPromotion>;
export const staffPromotionList = z.object({ list: z.array(staffPromotion) });
export type StaffPromotionList = z.infer<typeof staffPromotionList>;

/** The staff's draw of a raffle whose time has come (the scheduler draws it too; either way it is drawn once). */
export const raffleDrawValue = z.object({ drawn: z.boolean() });

export const manualGrantRequest = z
  .object({
    /** The member by id (the operator API) or by account name (the back-office form). */
    memberId: z.number().int().positive().optional(),
    username: z.string().trim().min(1).max(64).optional(),
    amount: z.number().int().positive().max(1_000_000_000_000),
    note: z.string().max(200).default(''),
  })
  .refine((input) => input.memberId !== undefined || input.username !== undefined, { path: ['username'] });
export type ManualGrantRequest = z.infer<typeof manualGrantRequest>;

/**
 * A manual grant's answer: `granted` when the reward now waits in the member's reward centre
 * (false for a repeated Idempotency-Key); above the brand's four-eyes amount nothing is granted
 * yet and `approvalId` names the request a second staff member decides.
 */
export const manualGrantValue = z.object({ granted: z.boolean(), approvalId: z.number().int().nullable() });
export type ManualGrantValue = z.infer<typeof manualGrantValue>;
