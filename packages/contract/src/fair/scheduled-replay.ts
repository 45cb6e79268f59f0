import type { FairStream } from './fair-stream';
import { replayFight, type FightBet } from './cockfight';

/**
 * The studio's scheduled games as the verifier replays them (docs/studio.md, "Scheduled rounds").
 * A scheduled round is drawn from its own seeds: its detail from nonce 0, its result from nonce 1;
 * the verifier replays the result with one recorded bet, under the game name `scheduled-<game>`.
 * A scheduled game adds its line here once it can be verified.
 */

export const SCHEDULED_FAIR_GAMES = ['scheduled-cockfight'] as const;
export type ScheduledFairGame = (typeof SCHEDULED_FAIR_GAMES)[number];

export const isScheduledFairGame = (game: unknown): game is ScheduledFairGame =>
  typeof game === 'string' && (SCHEDULED_FAIR_GAMES as readonly string[]).includes(game);

/** The nonce a scheduled round's result is drawn at. */
export const SCHEDULED_RESULT_NONCE = 1;

const SCHEDULED_REPLAYS: Record<ScheduledFairGame, (stream: FairStream, bet: Record<string, unknown>) => { payout: number }> = {
  'scheduled-cockfight': (stream, bet) => replayFight(stream, bet as unknown as FightBet),
};

/** A sample recorded bet per scheduled game, for the verifier's form (minor units; odds × 10,000). */
export const SCHEDULED_SAMPLE_BETS: Record<ScheduledFairGame, Record<string, unknown>> = {
  'scheduled-cockfight': { pick: 'meron', stake: 10_000, odds: 19_000 },
};

export function replayScheduled(game: ScheduledFairGame, stream: FairStream, bet: unknown): { payout: number } {
  if (!bet || typeof bet !== 'object') throw new RangeError('the bet is an object');
  return SCHEDULED_REPLAYS[game](stream, bet as Record<string, unknown>);
}
