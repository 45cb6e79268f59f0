import { z } from 'zod';

/**
 * The seamless wallet API a vendor calls while a member plays (docs/seamless-wallet.md). Every
 * call is a signed POST; amounts are minor units of the session's currency. A transaction id is
 * the vendor's, unique per vendor: sending it again replays the first answer.
 */
export const SEAMLESS_HEADER_PREFIX = 'x-panalo';
export const SEAMLESS_VENDOR_HEADER = 'x-panalo-vendor';

const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
const amount = z.number().int().min(0).max(1_000_000_000_000);

export const seamlessBalanceRequest = z.object({ token: z.string().min(16).max(128) });
export const seamlessBetRequest = z.object({
  token: z.string().min(16).max(128),
  transactionId: id,
  roundId: id,
  amount: amount.min(1),
  /** What the round's fairness is known as when it opens (a scheduled bet's seed hashes), kept with the bet record until a win or round end replaces it. */
  fairness: z.record(z.string(), z.unknown()).optional(),
});
/**
 * Wins, rollbacks and round ends carry the session token too, only to name the member: they are
 * accepted after the session expired, since the money of a round already played must land.
 */
const token = z.string().min(16).max(128);

export const seamlessWinRequest = z.object({
  token,
  transactionId: id,
  roundId: id,
  /** 0 for a lost round that the vendor still reports. */
  amount,
  /** The round is over after this win: later bets on it are refused. */
  endRound: z.boolean().default(false),
  /** The built-in provider's provably fair data of the round, kept with the bet record. */
  fairness: z.record(z.string(), z.unknown()).optional(),
});
export const seamlessRollbackRequest = z.object({
  token,
  transactionId: id,
  /** The bet being cancelled. */
  betTransactionId: id,
  roundId: id,
});
export const seamlessRoundEndRequest = z.object({ token, roundId: id, fairness: z.record(z.string(), z.unknown()).optional() });

/** Every answer: the member's main balance after the call, and its currency. */
export const seamlessAnswer = z.object({ balance: z.number().int(), currency: z.string() });
export type SeamlessAnswer = z.infer<typeof seamlessAnswer>;
export type SeamlessBetRequest = z.infer<typeof seamlessBetRequest>;
export type SeamlessWinRequest = z.infer<typeof seamlessWinRequest>;
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequest>;
export type SeamlessRoundEndRequest = z.infer<typeof seamlessRoundEndRequest>;
