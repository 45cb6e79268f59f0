import { z } from 'zod';
import { SCHEDULED_FAIR_GAMES, type ScheduledFairGame } from './fair/scheduled-replay';
import { dateRange, pageQuery } from './wallet';

/**
 * The betting record (member centre page personalHistoryCopy): one row per round the member
 * played, with any vendor. Amounts are minor units; profit is win − stake.
 */
export const betRecordQuery = pageQuery.extend(dateRange.shape).extend({
  vassalage: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
});
export type BetRecordQuery = z.infer<typeof betRecordQuery>;

export const betRecord = z.object({
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  profit: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  /** OPEN while the vendor may still send bets or wins; SETTLED once the round ended. */
  status: z.enum(['OPEN', 'SETTLED']),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  /**
   * The round's provably fair data as its vendor sent it: the built-in games' and the studio's
   * (game, server seed hash, client seed, nonce, bet), or a scheduled bet's (scheduledBetFairness);
   * null for other vendors.
   */
  fairness: z.record(z.string(), z.unknown()).nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

/**
 * One round of a scheduled bet (a fight, a draw, a fixture, a shared crash round; a parlay has
 * several): its committed seed's hash and client seed (`<line>#<round number>`) from the moment
 * the bet is placed; the revealed seed and the result once the round is decided, never before.
 * `bet` is the leg as the verifier replays it (contract fair/scheduled-replay.ts).
 */
export const scheduledRoundFairness = z.object({
  roundNo: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().optional(),
  result: z.unknown().optional(),
  bet: z.record(z.string(), z.unknown()),
});
export type ScheduledRoundFairness = z.infer<typeof scheduledRoundFairness>;

/** A scheduled bet's fairness record: the verifier's game name and each of its rounds. */
export const scheduledBetFairness = z.object({
  game: z.enum(SCHEDULED_FAIR_GAMES as [ScheduledFairGame, ...ScheduledFairGame[]]),
  rounds: z.array(scheduledRoundFairness).min(1),
});
export type ScheduledBetFairness = z.infer<typeof scheduledBetFairness>;

export const betRecordPage = z.object({
  list: z.array(betRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every round the filters match, not only this page. */
  totals: z.object({ stake: z.number().int(), win: z.number().int(), profit: z.number().int() }),
});
export type BetRecordPage = z.infer<typeof betRecordPage>;
