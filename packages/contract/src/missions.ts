import { z } from 'zod';

/**
 * Missions (spec 000 missionLeaderboard; issue #16): daily and weekly tasks whose progress is
 * counted from events as they happen (bets, deposits, log-ins), claimed for a reward, and a
 * leaderboard of the period with masked names. The spec does not show the shapes: these are ours.
 */

/** What a mission counts: the stake bet (in one game type or any), the amount deposited, days logged in, distinct games played. */
export const MISSION_KINDS = ['BET', 'DEPOSIT', 'LOGIN_DAYS', 'DISTINCT_GAMES'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

const title = z.object({ EN: z.string().min(1).max(80), TY: z.string().min(1).max(80) });

/** A mission as the operator defines it (the demo seed, the tests; a back-office editor later). */
export const missionDefinition = z.object({
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** Minor units for BET and DEPOSIT; a count of days or games for the others. */
  target: z.number().int().positive().max(1_000_000_000_000),
  /** BET only: the game type that counts (null: any). */
  gameType: z.string().max(8).nullable().default(null),
  /** Paid to the main wallet on claim, in minor units. */
  reward: z.number().int().positive().max(100_000_000),
  title,
});
export type MissionDefinition = z.infer<typeof missionDefinition>;

export const missionStatus = z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED']);
export type MissionStatus = z.infer<typeof missionStatus>;

export const missionCard = z.object({
  id: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  title: z.string(),
  gameType: z.string().nullable(),
  target: z.number().int(),
  /** Never above target. */
  progress: z.number().int(),
  reward: z.number().int(),
  status: missionStatus,
  /** When the period ends (epoch ms): progress starts again after it. */
  endsAt: z.number().int(),
});
export type MissionCard = z.infer<typeof missionCard>;

export const missionSummary = z.object({
  missions: z.array(missionCard),
  /** Missions ready to claim: the member centre's badge. */
  badge: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummary>;

export const missionClaimValue = z.object({ missionId: z.number().int(), reward: z.number().int() });

export const leaderboardQuery = z.object({ period: z.enum(MISSION_PERIODS).default('DAILY') });

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  /** Masked ("pl****1"), except the member's own row, which says so with `self`. */
  name: z.string(),
  completed: z.number().int(),
  self: z.boolean(),
});
export const leaderboardValue = z.object({ period: z.enum(MISSION_PERIODS), entries: z.array(leaderboardEntry) });
export type LeaderboardValue = z.infer<typeof leaderboardValue>;

/** "player1" → "pl****1": enough to recognise yourself, not enough to find someone. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}****`;
  return `${name.slice(0, 2)}****${name.slice(-1)}`;
}
