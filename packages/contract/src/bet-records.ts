import { z } from 'zod';
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
  /** The built-in games' provably fair data (server seed hash, client seed, nonce, bet); null for other vendors. */
  fairness: z.record(z.string(), z.unknown()).nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

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
