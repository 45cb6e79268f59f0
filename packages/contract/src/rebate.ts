import { z } from 'zod';

/**
 * manualRebate (spec 000 member centre; issue #16): the rebate a member can claim now per game
 * type, at the brand's rates (brand settings `rebate`) on the valid bets since the last claim.
 */

export const rebateLine = z.object({
  gameType: z.string(),
  /** Valid bet since the last claim (minor units). */
  validBet: z.number().int(),
  /** Rate in basis points (100 = 1%). */
  rate: z.number().int(),
  amount: z.number().int(),
});
export type RebateLine = z.infer<typeof rebateLine>;

export const rebateValue = z.object({
  lines: z.array(rebateLine),
  total: z.number().int(),
  /** The least total a claim pays out. */
  minClaim: z.number().int(),
  currency: z.string(),
});
export type RebateValue = z.infer<typeof rebateValue>;

export const rebateClaim = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number().int(),
  lines: z.array(rebateLine),
  createdAt: z.number().int(),
});
export type RebateClaim = z.infer<typeof rebateClaim>;
export const rebateClaimList = z.object({ list: z.array(rebateClaim) });
export type RebateClaimList = z.infer<typeof rebateClaimList>;
