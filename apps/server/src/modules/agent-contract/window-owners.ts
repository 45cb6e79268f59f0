import { contractTerms, type ContractKind, type DividendPeriod } from '@panalo/contract/agent-contract';
import { parseJson } from '../../kernel/merchant-settings';
import { rowTop } from './contract-grants';
import { SETTLEMENT_EVERY_MS, windowAt, type Window } from './contract-windows';
import type { SettlementContract } from './settlement.repository';

/**
 * One commission per bet, at settlement (docs/agents.md, "One commission per bet"). Every row of
 * play is counted in one claimed 5-minute window (window-claims.repository.ts); here each such
 * window of an agent's team is given to one of the agent's contracts: of the contracts covering
 * it whose rate cap is above 0, the one of the kind whose window is shortest (real-time, hourly,
 * daily, dividend: the order in which their windows close). The other contracts leave it out of
 * their sums, so a bet pays an agent through one contract only, whichever kinds it holds.
 *
 * A contract's rate cap in a window is what its offerer may pass on then: for an offerer that holds
 * contracts in the window, its own contract of the kind (its cap; none: 0); for one that holds none,
 * its agent rate less what the downline's contracts of shorter kinds from it take first. Offers
 * are checked against the same rule (contract-grants.ts); this applies it again to whatever the
 * database holds, contracts made before the rule included.
 *
 * Everything here is a function of the contracts' rows (accepted and ended times never change once
 * written) and the agents' rates (fixed when the agent is opened), so every run and every process
 * gives each window the same owner, whatever order the runs and the kinds are settled in.
 */

/** The kinds in the order they claim a window: the shortest window, which closes first, first. */
export const CLAIM_ORDER: readonly ContractKind[] = ['REALTIME', 'HOURLY', 'DAILY', 'DIVIDEND'];

/** A run of 5-minute windows [from, to) that a contract counts. */
export interface Range {
  from: number;
  to: number;
}

const overlaps = (row: SettlementContract, window: Window) =>
  row.accepted_at !== null && row.accepted_at < window.to && (row.ended_at === null || row.ended_at > window.from);

export class WindowOwners {
  private readonly byMember = new Map<number, SettlementContract[]>();
  private readonly caps = new Map<string, number>();
  private readonly tops = new Map<number, number>();
  private readonly periods = new Map<number, DividendPeriod | undefined>();
  private readonly owns = new Map<string, Range[]>();

  constructor(
    contracts: SettlementContract[],
    private readonly offsetOf: (merchantId: number) => number,
  ) {
    for (const row of contracts) {
      const list = this.byMember.get(row.member_id);
      if (list) list.push(row);
      else this.byMember.set(row.member_id, [row]);
    }
  }

  /** The window of the contract's kind that holds `at`. */
  windowOf(row: SettlementContract, at: number): Window {
    let period = this.periods.get(row.id);
    if (period === undefined)
      this.periods.set(row.id, (period = row.kind === 'DIVIDEND' ? parseJson(contractTerms, row.terms).period : 'D'));
    return windowAt(row.kind as ContractKind, at, this.offsetOf(row.merchant_id), period);
  }

  /** Whether the contract settles this window of its kind: from the window it was accepted in, up to its end. */
  covers(row: SettlementContract, window: Window): boolean {
    return (
      row.accepted_at !== null &&
      window.from >= this.windowOf(row, row.accepted_at).from &&
      (row.ended_at === null || window.to <= row.ended_at)
    );
  }

  private top(row: SettlementContract): number {
    let top = this.tops.get(row.id);
    if (top === undefined) this.tops.set(row.id, (top = rowTop(row)));
    return top;
  }

  /** The most the contract may pay on a bet in `window` (a window of its kind): its top rate, cut to what its offerer may pass on. */
  rateCap(row: SettlementContract, window: Window): number {
    const key = `${row.id}:${window.from}`;
    let cap = this.caps.get(key);
    if (cap === undefined) this.caps.set(key, (cap = Math.max(0, Math.min(this.top(row), this.offererLimit(row, window)))));
    return cap;
  }

  private offererLimit(row: SettlementContract, window: Window): number {
    const held = (this.byMember.get(row.upline_id) ?? []).filter((own) => overlaps(own, window));
    if (held.length > 0) {
      const holder = held.find((own) => own.kind === row.kind && this.covers(own, this.windowOf(own, window.from)));
      return holder ? this.rateCap(holder, this.windowOf(holder, window.from)) : 0;
    }
    // The offerer's deal is with the brand: its agent rate, taken first by the shorter kinds.
    let left = row.upline_rate_bp ?? 0;
    for (const kind of CLAIM_ORDER) {
      if (kind === row.kind) break;
      const taken = (this.byMember.get(row.member_id) ?? [])
        .filter((other) => other.upline_id === row.upline_id && other.kind === kind && overlaps(other, window))
        .reduce((most, other) => Math.max(most, Math.min(this.top(other), left)), 0);
      left -= taken;
    }
    return left;
  }

  /** Whether some contract of a kind before the row's (in CLAIM_ORDER) owns the 5-minute window at `at`. */
  private takenBefore(shorter: SettlementContract[], at: number): boolean {
    return shorter.some((other) => {
      const window = this.windowOf(other, at);
      return this.covers(other, window) && this.rateCap(other, window) > 0;
    });
  }

  /**
   * The 5-minute windows of `window` (a window of the contract's kind that it covers) whose play the
   * contract counts, as runs [from, to): none when its cap is 0, all of them when no contract of a
   * shorter kind of the same agent overlaps it (the usual case), else those no such contract owns.
   */
  owned(row: SettlementContract, window: Window): Range[] {
    const key = `${row.id}:${window.from}`;
    let ranges = this.owns.get(key);
    if (!ranges) this.owns.set(key, (ranges = this.ownedNow(row, window)));
    return ranges;
  }

  private ownedNow(row: SettlementContract, window: Window): Range[] {
    if (this.rateCap(row, window) === 0) return [];
    const order = CLAIM_ORDER.indexOf(row.kind as ContractKind);
    const shorter = (this.byMember.get(row.member_id) ?? []).filter(
      (other) => CLAIM_ORDER.indexOf(other.kind as ContractKind) < order && overlaps(other, window),
    );
    if (shorter.length === 0) return [{ from: window.from, to: window.to }];
    const ranges: Range[] = [];
    for (let at = window.from; at < window.to; at += SETTLEMENT_EVERY_MS) {
      if (this.takenBefore(shorter, at)) continue;
      const last = ranges.at(-1);
      if (last && last.to === at) last.to = at + SETTLEMENT_EVERY_MS;
      else ranges.push({ from: at, to: at + SETTLEMENT_EVERY_MS });
    }
    return ranges;
  }
}

/** The windows two lists of runs share. */
export function intersect(a: Range[], b: Range[]): Range[] {
  const both: Range[] = [];
  for (const x of a)
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (from < to) both.push({ from, to });
    }
  return both.sort((x, y) => x.from - y.from);
}

export const rangesKey = (ranges: Range[]) => ranges.map((range) => `${range.from}:${range.to}`).join(',');
