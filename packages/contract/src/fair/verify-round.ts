import { playBaccarat, type BaccaratBets, type BaccaratOutcome } from './baccarat';
import { playCrash, type CrashBet, type CrashOutcome } from './crash';
import { playDice, type DiceBet, type DiceOutcome } from './dice';
import { fairStream } from './fair-stream';
import { playMines, type MinesBet, type MinesOutcome } from './mines';
import { verifyServerSeed } from './seeds';
import { playSlot, type SlotBet, type SlotOutcome } from './slot';

/**
 * One entry point for the verifier page: given the revealed server seed, the client seed, the
 * nonce and the bet, it recomputes the round exactly as the server played it.
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

/** The verifier's full check: the seed matches its published hash, and the round replays. */
export function verifyRound(seeds: RoundSeeds, serverSeedHash: string, round: FairRound): { seedMatches: boolean; replay: FairOutcome } {
  return { seedMatches: verifyServerSeed(seeds.serverSeed, serverSeedHash), replay: replayRound(seeds, round) };
}
