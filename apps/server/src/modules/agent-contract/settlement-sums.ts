import type { Executor } from '../../db/executor';
import type { TeamSums } from './settlement.repository';
import { windowTeamSums } from './window-claims.repository';
import { rangesKey, type Range } from './window-owners';

const NOTHING: TeamSums = { activeMembers: 0, validBet: 0, winLoss: 0 };

/**
 * The team sums one settlement run reads, each once: what the claimed 5-minute windows of a
 * settlement window (a 5-minute window, an hour, a brand day, a dividend period) counted, or of
 * the part of it a contract owns (window-owners.ts), for every agent with a contract in one
 * grouped read over the windows' rows. Every kind reads the claimed windows rather than the day
 * rollups, so a round recorded after its day or period was paid is counted once, in the period
 * whose window claimed it. What a closed, claimed window counted does not change, so a run may
 * keep it.
 */
export class SettlementSums {
  private readonly byRanges = new Map<string, Promise<Map<number, TeamSums>>>();

  constructor(private readonly db: Executor) {}

  async of(agentId: number, ranges: Range[]): Promise<TeamSums> {
    if (ranges.length === 0) return NOTHING;
    const key = rangesKey(ranges);
    let all = this.byRanges.get(key);
    if (!all) this.byRanges.set(key, (all = windowTeamSums(this.db, ranges)));
    return (await all).get(agentId) ?? NOTHING;
  }
}
