import { playBaccarat, type BaccaratBets, type BaccaratOutcome } from './baccarat';
import { playCrash, type CrashBet, type CrashOutcome } from './crash';
import { playDice, type DiceBet, type DiceOutcome } from './dice';
import { fairStream } from './fair-stream';
import { playMines, type MinesBet, type MinesOutcome } from './mines';
import { verifyServerSeed } from './seeds';
import { playSlot, type SlotBet, type SlotOutcome } from './slot';
import { replayScheduled, scheduledFairGameOf, type ScheduledFairGame, type ScheduledReplay } from './scheduled-replay';
import { isStudioFairGame, replayStudio, type StudioFairGame } from './studio-replay';

/**
 * One entry point for the verifier page: given the revealed server seed, the client seed, the
 * nonce and the bet, it recomputes the round exactly as the server played it. The studio's games
 * (`studio-<kind>`, docs/studio.md) replay through their engines (studio-replay.ts), its scheduled
 * games (`scheduled-<game>`: fights, draws, fixtures, shared crash rounds) through the scheduled
 * replay registry (scheduled-replay.ts), which also reads their old names (`studio-lottery`, `studio-sports`).
 */

export type FairGame = 'slot' | 'crash' | 'dice' | 'mines' | 'baccarat';
export const FAIR_GAMES: readonly FairGame[] = ['slot', 'crash', 'dice', 'mines', 'baccarat'];

export type FairRound =
  | { game: 'slot'; bet: SlotBet }
  | { game: 'crash'; bet: CrashBet }
  | { game: 'dice'; bet: DiceBet }
  | { game: 'mines'; bet: MinesBet }
  | { game: 'baccarat'; bet: BaccaratBets };

export type FairOutcome =
  | { game: 'slot'; outcome: SlotOutcome }
  | { game: 'crash'; outcome: CrashOutcome }
  | { game: 'dice'; outcome: DiceOutcome }
  | { game: 'mines'; outcome: MinesOutcome }
  | { game: 'baccarat'; outcome: BaccaratOutcome };

/** A studio round as its bet record keeps it: the game type's recorded bet. */
export type StudioFairRound = { game: StudioFairGame; bet: Record<string, unknown> };
/** A studio round's outcome: its engine's own figures, the payout among them. */
export type StudioFairOutcome = { game: StudioFairGame; outcome: { payout: number } & Record<string, unknown> };

/** A scheduled round (a fight, a draw, a fixture, a shared crash round) with one recorded bet: its detail, result and the bet's payout. */
export type ScheduledFairRound = { game: ScheduledFairGame; bet: Record<string, unknown> };
export type ScheduledFairOutcome = { game: ScheduledFairGame; outcome: ScheduledReplay };

/** Every round the verifier replays: the built-in games', the studio's and its scheduled games'. */
export type VerifiableRound = FairRound | StudioFairRound | ScheduledFairRound;
export type VerifiableOutcome = FairOutcome | StudioFairOutcome | ScheduledFairOutcome;

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function replayRound(seeds: RoundSeeds, round: FairRound): FairOutcome {
  const stream = fairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  switch (round.game) {
    case 'slot':
      return { game: 'slot', outcome: playSlot(stream, round.bet) };
    case 'crash':
      return { game: 'crash', outcome: playCrash(stream, round.bet) };
    case 'dice':
      return { game: 'dice', outcome: playDice(stream, round.bet) };
    case 'mines':
      return { game: 'mines', outcome: playMines(stream, round.bet) };
    case 'baccarat':
      return { game: 'baccarat', outcome: playBaccarat(stream, round.bet) };
  }
}

/** Any round the verifier takes, built-in or studio; a scheduled round needs no nonce (it replays both of its streams). */
export function replayAnyRound(seeds: RoundSeeds, round: VerifiableRound): VerifiableOutcome {
  const scheduled = scheduledFairGameOf(round.game);
  if (scheduled) return { game: scheduled, outcome: replayScheduled(scheduled, seeds.serverSeed, seeds.clientSeed, round.bet) };
  if (!isStudioFairGame(round.game)) return replayRound(seeds, round as FairRound);
  const outcome = replayStudio(round.game, fairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce), round.bet);
  return { game: round.game, outcome: outcome as StudioFairOutcome['outcome'] };
}

/** The verifier's full check: the seed matches its published hash, and the round replays. */
export function verifyRound(
  seeds: RoundSeeds,
  serverSeedHash: string,
  round: VerifiableRound,
): { seedMatches: boolean; replay: VerifiableOutcome } {
  return { seedMatches: verifyServerSeed(seeds.serverSeed, serverSeedHash), replay: replayAnyRound(seeds, round) };
}
