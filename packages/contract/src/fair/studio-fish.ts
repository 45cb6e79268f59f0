import { assertStake } from './fair-money';
import type { FairStream } from './fair-stream';

/**
 * The studio's fishing game: every shot is one round. The player aims the cannon at a fish (the
 * bet names its species); the fair stream then says which fish the shot hits, whether it is
 * caught and for how much.
 *
 *   1. Which fish: nextInt(4) = 0 is a stray shot that hits a fish crossing the line, of a species
 *      drawn by how common it is in the sea: nextInt(W) over the species' weights in order (W their
 *      sum), possibly the one aimed at; otherwise the aimed fish is hit.
 *   2. Caught: nextInt(100 × S) < 96 × n, where the species pays one of n multipliers summing to S.
 *   3. The multiplier: when caught, one of the species' n multipliers, nextInt(n).
 *
 * A species' return is P(caught) × mean multiplier = (96n / 100S) × (S / n) = 96% exactly, for
 * every species: so the RTP is 96% whatever the player aims at and whichever fish a stray shot
 * hits. Bigger fish pay more and are caught less often in the same proportion. Multipliers are
 * whole, so every payout is a whole number of minor units.
 */

export interface FishSpecies {
  /** The art and text key of the species (page). */
  name: string;
  /** The multipliers of the stake it pays when caught, equally likely. */
  multipliers: readonly number[];
  /** How common it is in the sea (the page's shoals and the stray shots alike), out of FISH_WEIGHT_TOTAL. */
  weight: number;
}

export const FISH_SPECIES: readonly FishSpecies[] = [
  { name: 'clownfish', multipliers: [2], weight: 30 },
  { name: 'angelfish', multipliers: [3], weight: 24 },
  { name: 'pufferfish', multipliers: [5], weight: 16 },
  { name: 'turtle', multipliers: [8], weight: 11 },
  { name: 'swordfish', multipliers: [12], weight: 8 },
  { name: 'manta', multipliers: [20], weight: 5 },
  { name: 'shark', multipliers: [30, 40, 50], weight: 3 },
  { name: 'whale', multipliers: [100, 150, 200, 250, 300], weight: 1 },
];
export const FISH_WEIGHT_TOTAL = FISH_SPECIES.reduce((total, species) => total + species.weight, 0);

/** The return of every shot, as a fraction (RTP percent / 100). */
export const FISH_RTP_PERCENT = 96;
export const FISH_RTP = FISH_RTP_PERCENT / 100;
/** One shot in STRAY_ODDS hits a fish crossing the line instead of the one aimed at. */
export const FISH_STRAY_ODDS = 4;

export interface FishBet {
  amount: number;
  /** The species aimed at (index in FISH_SPECIES). */
  target: number;
}

export interface FishOutcome {
  target: number;
  /** The species the shot hit. */
  hit: number;
  stray: boolean;
  caught: boolean;
  /** The multiplier paid (0 when the fish got away). */
  multiplier: number;
  payout: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The catch odds of a species as the draw uses them: caught when nextInt(denominator) < numerator. */
export function fishCatchOdds(species: number): { numerator: number; denominator: number } {
  const { multipliers } = FISH_SPECIES[species]!;
  return { numerator: FISH_RTP_PERCENT * multipliers.length, denominator: 100 * sum(multipliers) };
}

/** A species' mean multiplier times its catch chance: its RTP, from the draw's own numbers. */
export function fishSpeciesRtp(species: number): number {
  const { numerator, denominator } = fishCatchOdds(species);
  const { multipliers } = FISH_SPECIES[species]!;
  return (numerator * sum(multipliers)) / (denominator * multipliers.length);
}

export const fishMaxMultiplier = (): number => Math.max(...FISH_SPECIES.flatMap((species) => species.multipliers));

export function assertFishBet(bet: FishBet): void {
  // The largest stake times the largest multiplier (10^12 × 300) stays a safe integer.
  assertStake(bet.amount);
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= FISH_SPECIES.length)
    throw new RangeError(`the target is a species from 0 to ${FISH_SPECIES.length - 1}, got ${bet.target}`);
}

/** The species whose share of the weights holds `roll` (0 to FISH_WEIGHT_TOTAL - 1), in order. */
export function speciesAt(roll: number): number {
  let left = roll;
  for (let species = 0; species < FISH_SPECIES.length; species += 1) {
    left -= FISH_SPECIES[species]!.weight;
    if (left < 0) return species;
  }
  throw new RangeError(`a roll is below ${FISH_WEIGHT_TOTAL}, got ${roll}`);
}

export function playFish(stream: FairStream, bet: FishBet): FishOutcome {
  assertFishBet(bet);
  const stray = stream.nextInt(FISH_STRAY_ODDS) === 0;
  const hit = stray ? speciesAt(stream.nextInt(FISH_WEIGHT_TOTAL)) : bet.target;
  const { numerator, denominator } = fishCatchOdds(hit);
  const caught = stream.nextInt(denominator) < numerator;
  const { multipliers } = FISH_SPECIES[hit]!;
  const multiplier = caught ? multipliers[stream.nextInt(multipliers.length)]! : 0;
  return { target: bet.target, hit, stray, caught, multiplier, payout: bet.amount * multiplier };
}
