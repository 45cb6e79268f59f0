import { z } from 'zod';
import { game } from './games';

/** The progressive jackpot's calls (docs/jackpot.md): pools with live amounts, the winners list, a member's wins. */

const localized = z.object({ EN: z.string(), TY: z.string() });

export const jackpotPool = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localized,
  /** What is in the pool now, minor units. */
  amount: z.number().int(),
  /** Share of each qualifying stake, basis points. */
  rateBp: z.number().int(),
  /** Chance that one qualifying stake wins the pool, in millionths. */
  chancePerMillion: z.number().int(),
  /** What the house puts in when a new cycle starts, minor units. */
  seedAmount: z.number().int(),
  /** The current cycle: its number and the SHA-256 of its server seed, public before any draw. */
  cycle: z.number().int(),
  seedHash: z.string(),
  /** The games that feed it, as lobby tiles that open them. */
  games: z.array(game),
});
export const jackpotPoolsValue = z.array(jackpotPool);
export type JackpotPool = z.infer<typeof jackpotPool>;

export const jackpotWin = z.object({
  id: z.number().int(),
  poolCode: z.string(),
  poolName: localized,
  /** Masked for the public list: the first two and the last character of the username. */
  customerName: z.string(),
  gameName: z.string(),
  amount: z.number().int(),
  at: z.number().int(),
  cycle: z.number().int(),
});
export const jackpotWinnersQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const jackpotWinnersValue = z.array(jackpotWin);
export type JackpotWin = z.infer<typeof jackpotWin>;

/** A finished cycle: its revealed seed and the winning draw, for the verifier. */
export const jackpotCycleParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const jackpotCycleValue = z.object({
  id: z.number().int(),
  poolCode: z.string(),
  cycle: z.number().int(),
  seedHash: z.string(),
  /** Null while the cycle is open: the seed is revealed only once the pool has been won. */
  serverSeed: z.string().nullable(),
  chancePerMillion: z.number().int(),
  /** The winning stake's reference (the draw's client seed) and its roll; null while open. */
  winningReference: z.string().nullable(),
  winningRoll: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  /** Every stake that drew in this cycle, oldest first (at most the latest 500). */
  draws: z.array(z.string()),
});
export type JackpotCycle = z.infer<typeof jackpotCycleValue>;
