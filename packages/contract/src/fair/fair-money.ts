/**
 * Money in the fair games: stakes and payouts are integers in minor units (centavos). A payout is
 * the stake times an exact rational multiplier, rounded down to the minor unit, so the house never
 * pays a fraction it cannot hold and the rounding is the same everywhere.
 */

/** The largest stake the games accept, as the wallet's largest amount (10^12 minor units). */
export const MAX_FAIR_STAKE = 1_000_000_000_000;

export function assertStake(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_FAIR_STAKE)
    throw new RangeError(`a stake is a whole number of minor units from 1 to ${MAX_FAIR_STAKE}, got ${amount}`);
}

/**
 * floor(amount * numerator / denominator) for non-negative integers, exactly. While the product
 * stays below 2^53 a double division cannot round up across an integer (the gap to the next
 * integer is at least 1/denominator, more than half an ulp), so Number is exact there; beyond it
 * BigInt takes over.
 */
export function mulDivFloor(amount: number, numerator: number, denominator: number): number {
  if (![amount, numerator, denominator].every((n) => Number.isSafeInteger(n) && n >= 0) || denominator === 0)
    throw new RangeError('mulDivFloor takes non-negative safe integers and a positive denominator');
  const product = amount * numerator;
  if (product <= Number.MAX_SAFE_INTEGER) return Math.floor(product / denominator);
  const exact = (BigInt(amount) * BigInt(numerator)) / BigInt(denominator);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds the safe integer range');
  return Number(exact);
}
