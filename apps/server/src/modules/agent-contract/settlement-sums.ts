import type { Executor } from '../../db/executor';
import type { Window } from './contract-windows';
import { dayTeamSums, type TeamSums } from './settlement.repository';
import { windowTeamSums } from './window-claims.repository';

const NOTHING: TeamSums = { activeMembers: 0, validBet: 0, winLoss: 0 };

/**
 * The team sums one settlement run reads, each once: a claimed window's (real-time and hourly)
 * for every agent in one grouped read over the window's rows, a day window's per agent. What a closed,
 * claimed window counted does not change, so a run may keep it.
 */
export class SettlementSums {
  private readonly byWindow = new Map<string, Promise<Map<number, TeamSums>>>();
  private readonly byDay = new Map<string, Promise<TeamSums>>();

  constructor(private readonly db: Executor) {}

  async of(agentId: number, window: Window): Promise<TeamSums> {
    if (window.days) {
      const key = `${agentId}:${window.days.from}:${window.days.to}`;
      let sums = this.byDay.get(key);
      if (!sums) this.byDay.set(key, (sums = dayTeamSums(this.db, agentId, window.days)));
      return sums;
    }
    const key = `${window.from}:${window.to}`;
    let all = this.byWindow.get(key);
    if (!all) this.byWindow.set(key, (all = windowTeamSums(this.db, window.from, window.to)));
    return (await all).get(agentId) ?? NOTHING;
  }
}
