import { scheduledBetOfLeg, scheduledFairGameOfRules } from '@panalo/contract/fair/scheduled-replay';
import type { ScheduledBetFairness } from '@panalo/contract/bet-records';
import type { Studio } from '../studio-context';
import { lineKeyOf, brandOfRow } from './scheduled-lines.service';
import { legsOf, lineByKey, roundsByIds, type BetRow, type LegRow, type RoundRow } from './scheduled-rounds.repository';

/**
 * A scheduled bet's fairness, as the studio sends it to the platform's bet record
 * (contract scheduledBetFairness): each round's seed hash and client seed with the bet, and once a
 * round is decided its revealed seed and result with the win. Read from the stored rounds only: a
 * round not yet decided gives its hash and nothing else (a crash bet cashed out by hand is paid
 * before its round ends, so its record keeps the hash).
 */

export interface FairLeg {
  round: RoundRow;
  pick: unknown;
  stake: number;
  odds: number;
}

export function betFairness(game: string, legs: readonly FairLeg[], cashedOut: number | null): ScheduledBetFairness | undefined {
  const fairGame = scheduledFairGameOfRules(game);
  if (!fairGame || legs.length === 0) return undefined;
  return {
    game: fairGame,
    rounds: legs.map(({ round, pick, stake, odds }) => ({
      roundNo: Number(round.round_no),
      serverSeedHash: round.server_seed_hash,
      clientSeed: round.client_seed,
      ...(round.status === 'DECIDED' && round.result !== null
        ? { serverSeed: round.server_seed, result: JSON.parse(round.result) as unknown }
        : {}),
      bet: scheduledBetOfLeg(fairGame, { pick, stake, odds, detail: JSON.parse(round.detail) as unknown, cashedOut }),
    })),
  };
}

const fairLegs = (legs: readonly LegRow[], rounds: readonly RoundRow[]): FairLeg[] =>
  legs.flatMap((leg) => {
    const round = rounds.find((row) => row.round_id === leg.round_id);
    return round ? [{ round, pick: JSON.parse(leg.pick) as unknown, stake: Number(leg.stake), odds: Number(leg.odds) }] : [];
  });

/** A settling bet's fairness for its win, read afresh from its stored legs and rounds. */
export async function settledBetFairness(studio: Studio, bet: BetRow): Promise<ScheduledBetFairness | undefined> {
  const line = await lineByKey(studio.db, lineKeyOf(brandOfRow(bet), bet.vendor_code, bet.game_code));
  if (!line) return undefined;
  const legs = await legsOf(studio.db, [bet.bet_id]);
  const rounds = await roundsByIds(
    studio.db,
    legs.map((leg) => leg.round_id),
  );
  return betFairness(line.game, fairLegs(legs, rounds), bet.outcome === 'CASHED_OUT' ? Number(bet.payout) : null);
}
