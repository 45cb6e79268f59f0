import { z } from 'zod';

/**
 * Responsible gaming, the player's own limits (issue #18): deposit, loss (bets minus wins) and
 * wager limits per brand-local calendar day, week (Monday to Sunday) and month, a time limit per
 * log-in session, and the reality-check interval. Lowering or setting a first limit applies at
 * once; raising or removing one waits RAISE_DELAY_MS (PAGCOR's cooling-off period).
 */

export const MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every limit a player can set: a money kind with its period, or the session's minutes. */
export const PLAY_LIMIT_KEYS = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => `${kind}_${period}` as const)),
  'SESSION_MINUTES',
] as const;
export type PlayLimitKey = (typeof PLAY_LIMIT_KEYS)[number];

export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
export const REALITY_CHECK_MINUTES = [0, 30, 60, 90, 120] as const;
/** The longest session limit a player may choose: a day. */
export const MAX_SESSION_MINUTES = 24 * 60;

export const playLimitKey = z.enum(PLAY_LIMIT_KEYS);

/** One limit as the player sees it: the value in force, what waits to replace it, and its use. */
export const playLimitView = z.object({
  key: playLimitKey,
  /** Minor units (money limits) or minutes (session); null when none is in force. */
  value: z.number().int().nullable(),
  /** A raise or removal waiting for its cooling period: the value (null = removal) and when it applies. */
  pending: z.object({ value: z.number().int().nullable(), appliesAt: z.number().int() }).nullable(),
  /** Money limits: what this period used, and when the period ends (epoch ms). */
  used: z.number().int().nullable(),
  resetsAt: z.number().int().nullable(),
});
export type PlayLimitView = z.infer<typeof playLimitView>;

export const playLimitsView = z.object({
  currency: z.string(),
  limits: z.array(playLimitView),
  realityCheckMinutes: z.number().int(),
  /** This log-in session: when it began and, with a session limit, when it ends. */
  sessionStartedAt: z.number().int(),
  sessionEndsAt: z.number().int().nullable(),
});
export type PlayLimitsView = z.infer<typeof playLimitsView>;

/** Sets (a number) or removes (null) one or more limits. */
export const setPlayLimitsRequest = z.object({
  limits: z
    .array(
      z.object({
        key: playLimitKey,
        value: z.number().int().positive().max(1_000_000_000_000).nullable(),
      }),
    )
    .min(1)
    .max(PLAY_LIMIT_KEYS.length),
});
export type SetPlayLimitsRequest = z.infer<typeof setPlayLimitsRequest>;

export const realityCheckRequest = z.object({
  minutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))),
});

/** The reality check's figures for this log-in session. */
export const realityCheckView = z.object({
  intervalMinutes: z.number().int(),
  currency: z.string(),
  sessionStartedAt: z.number().int(),
  /** When the session time limit ends this session; null without one. */
  sessionEndsAt: z.number().int().nullable(),
  /** Milliseconds since the session began, by the server's clock. */
  playedMs: z.number().int(),
  /** Wins minus bets since the session began, minor units (negative: a loss). */
  netResult: z.number().int(),
  /** The previous log-in: its time and IP, for the header. */
  lastLogin: z.object({ at: z.number().int(), ip: z.string() }).nullable(),
});
export type RealityCheckView = z.infer<typeof realityCheckView>;

/** One change of a limit, for the operator's history. */
export const playLimitChange = z.object({
  key: z.string(),
  oldValue: z.number().int().nullable(),
  newValue: z.number().int().nullable(),
  requestedAt: z.number().int(),
  appliesAt: z.number().int(),
});
export const staffPlayLimitsView = playLimitsView.omit({ sessionStartedAt: true, sessionEndsAt: true }).extend({
  history: z.array(playLimitChange),
});
export type StaffPlayLimitsView = z.infer<typeof staffPlayLimitsView>;
