import { z } from 'zod';

/**
 * Taking a break (time-out) and self-exclusion (issue 18). A time-out refuses every log-in until it
 * ends; a self-exclusion also keeps the member on the brand's exclusion list, stops marketing and
 * leaves only a withdraw-only log-in. Periods are the names the page shows.
 */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type BreakPeriod = TimeOutPeriod | ExclusionPeriod;

export const BREAK_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

/** A self-exclusion cannot be lifted before this many months have passed, and lifting waits this many days. */
export const EXCLUSION_MINIMUM_MONTHS = 6;
export const EXCLUSION_LIFT_WAIT_DAYS = 7;

/** Who put a break in place: the member, or staff (say, on a family's request). */
export const BREAK_SOURCES = ['PLAYER', 'STAFF'] as const;

/** What ended a break: it ran out, it was lifted after a request, or a longer one replaced it. */
export const BREAK_STATUSES = ['ACTIVE', 'ENDED', 'LIFTED', 'REPLACED'] as const;

export const breakRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TIME_OUT'), period: z.enum(TIME_OUT_PERIODS), password: z.string().min(1).max(255) }),
  z.object({ kind: z.literal('SELF_EXCLUSION'), period: z.enum(EXCLUSION_PERIODS), password: z.string().min(1).max(255) }),
]);
export type BreakRequest = z.infer<typeof breakRequest>;

export const liftRequest = z.object({ password: z.string().min(1).max(255) });
export type LiftRequest = z.infer<typeof liftRequest>;

/** One break, as the member and staff see it; times are epoch milliseconds, `endsAt` null for permanent. */
export const breakView = z.object({
  id: z.number().int(),
  kind: z.enum(BREAK_KINDS),
  period: z.enum([...TIME_OUT_PERIODS, ...EXCLUSION_PERIODS]),
  status: z.enum(BREAK_STATUSES),
  source: z.enum(BREAK_SOURCES),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  /** The earliest a lift may be asked for (a self-exclusion's first six months); null for a time-out. */
  liftableFrom: z.number().int().nullable(),
  liftRequestedAt: z.number().int().nullable(),
  /** Only on the staff view: why staff added it, and who. */
  reason: z.string().nullable(),
  addedBy: z.string().nullable(),
});
export type BreakView = z.infer<typeof breakView>;

export const breakState = z.object({
  active: breakView.nullable(),
  history: z.array(breakView),
});
export type BreakState = z.infer<typeof breakState>;

/** Staff add a self-exclusion (never shorten one): the period and why. */
export const staffExclusionRequest = z.object({
  period: z.enum(EXCLUSION_PERIODS),
  reason: z.string().trim().min(3).max(500),
});
export type StaffExclusionRequest = z.infer<typeof staffExclusionRequest>;
