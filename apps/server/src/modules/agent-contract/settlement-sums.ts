import type { Executor } from '../../db/executor';
import type { Window } from './contract-windows';
import type { TeamSums } from './settlement.repository';
import { windowTeamSums } from './window-claims.repository';

const NOTHING: TeamSums = { activeMembers: 0, validBet: 0, winLoss: 0 };

/**
 * The team sums one settlement run reads, each once: what the claimed 5-minute windows of a
 * settlement window (a 5-minute window, an hour, a brand day, a dividend period) counted, for
 * every agent with a contract in one grouped read over the window's rows. Every kind reads the claimed windows rather
 * than the day rollups, so a round recorded after its day or period was paid is counted once, in
 * the period whose window claimed it. What a closed, claimed window counted does not change, so a
 * run may keep it.
 */
export class SettlementSums {
  private readonly byWindow = new Map<string, Promise<Map<number, TeamSums>>>();

  constructor(private readonly db: Executor) {}

  async of(agentId: number, window: Window): Promise<TeamSums> {
    const key = `${window.from}:${window.to}`;
    let all = this.byWindow.get(key);
    if (!all) this.byWindow.set(key, (all = windowTeamSums(this.db, window.from, window.to)));
    return (await all).get(agentId) ?? NOTHING;
  }
}
