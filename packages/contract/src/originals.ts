import { z } from 'zod';
import type { BaccaratOutcome } from './fair/baccarat';
import type { CrashOutcome } from './fair/crash';
import type { DiceOutcome } from './fair/dice';
import type { MinesOutcome } from './fair/mines';
import type { SlotOutcome } from './fair/slot';

/**
 * The built-in provider ("Panalo Originals"): the game screens play rounds through these calls,
 * and the provider settles each round through the seamless wallet API like any outside vendor
 * (docs/provably-fair.md). Amounts are minor units.
 */
export const ORIGINALS_VENDOR = 'PNL';
/** Where the built-in games are played: the site's own page (the launch adds the session token). */
export const ORIGINALS_PAGE = '/originals';
export const ORIGINALS_GAMES = ['slot', 'crash', 'dice', 'mines', 'baccarat'] as const;
export type OriginalsGame = (typeof ORIGINALS_GAMES)[number];

const stake = z.number().int().min(1).max(1_000_000_000);
const optionalStake = z.number().int().min(0).max(1_000_000_000).optional();

/** One round's bet, by game; the game maths in fair/ check the finer rules (a RangeError is a validation failure). */
export const originalsRound = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot'), bet: z.object({ amount: stake }) }),
  z.object({ game: z.literal('crash'), bet: z.object({ amount: stake, cashOutAt: z.number().int().min(101).max(1_000_000) }) }),
  z.object({
    game: z.literal('dice'),
    bet: z.object({ amount: stake, direction: z.enum(['under', 'over']), target: z.number().int().min(0).max(9_999) }),
  }),
  z.object({
    game: z.literal('mines'),
    bet: z.object({
      amount: stake,
      mines: z.number().int().min(1).max(24),
      picks: z.array(z.number().int().min(0).max(24)).min(1).max(24),
    }),
  }),
  z.object({ game: z.literal('baccarat'), bet: z.object({ player: optionalStake, banker: optionalStake, tie: optionalStake }) }),
]);
export type OriginalsRound = z.infer<typeof originalsRound>;

/** The game session token comes from POST /wps/game/launchGame (the `token` of the launch address). */
export const originalsPlayBody = z.object({ token: z.string().min(16).max(128) }).and(originalsRound);

export const publicSeedPair = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export const revealedSeedPair = publicSeedPair.extend({
  serverSeed: z.string(),
  roundsPlayed: z.number().int(),
  revealedAt: z.number().int(),
});

/**
 * The game's own outcome (grid, roll, crash point, cards, mines…), as replayRound gives it. Its
 * shape is the game maths' own type (fair/); on the wire it is checked only as an object.
 */
const outcomeOf = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const playedRound = z.object({
  roundId: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  balance: z.number().int(),
  /** What a player needs to check the round once the server seed is revealed. */
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
});

/** One played round, by game: `outcome` has the type of its `game`. */
export const originalsPlayValue = z.discriminatedUnion('game', [
  playedRound.extend({ game: z.literal('slot'), outcome: outcomeOf<SlotOutcome>() }),
  playedRound.extend({ game: z.literal('crash'), outcome: outcomeOf<CrashOutcome>() }),
  playedRound.extend({ game: z.literal('dice'), outcome: outcomeOf<DiceOutcome>() }),
  playedRound.extend({ game: z.literal('mines'), outcome: outcomeOf<MinesOutcome>() }),
  playedRound.extend({ game: z.literal('baccarat'), outcome: outcomeOf<BaccaratOutcome>() }),
]);
export type OriginalsPlayValue = z.infer<typeof originalsPlayValue>;

export const seedsValue = z.object({ active: publicSeedPair, revealed: z.array(revealedSeedPair) });
export type SeedsValue = z.infer<typeof seedsValue>;
export const rotateSeedsBody = z.object({
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional(),
});

export const recallQuery = z.object({ game: z.enum(ORIGINALS_GAMES) });
export const recallValue = z.array(
  z.object({
    roundId: z.string(),
    stake: z.number().int(),
    win: z.number().int(),
    balanceBefore: z.number().int(),
    balanceAfter: z.number().int(),
    at: z.number().int(),
    fairness: z.record(z.string(), z.unknown()).nullable(),
  }),
);
