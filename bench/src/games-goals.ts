import { loadavg } from 'node:os';
import type { RoundsResult } from './games-seamless';
import { percentile } from './wallet-load';

/** The spin path's goals (issue #20), printed beside the figures of the run. */
export const SPIN_GOALS = {
  postgresShareOfPgbench: 0.5,
  postgresP99Ms: 100,
  postgresCpuPerRoundUs: 600,
  sqliteRoundsPerSecond: 2_500,
  sqliteP99Ms: 50,
};

interface Measured {
  database: string;
  result: RoundsResult;
  cpuPerRound: number | null;
}

const verdict = (ok: boolean) => (ok ? 'OK' : 'BELOW GOAL');

/**
 * One line per database for the vendor's bet-and-win rounds (rewards engine on): rounds/s (against
 * pgbench's TPC-B tps of the same run on PostgreSQL), p99 and server CPU per round, each with its
 * goal; then the load average, which the rounds/s figures move with on a shared machine.
 */
export function goalLines(rows: Measured[], pgbenchTps: number | null): string[] {
  const lines = rows.map((row) => {
    const rate = row.result.rounds / (row.result.elapsedMs / 1000);
    const p99 = percentile(row.result.latencies, 99);
    const cpu = row.cpuPerRound === null ? '-' : `${Math.round(row.cpuPerRound)} µs`;
    if (row.database === 'PostgreSQL') {
      const share = pgbenchTps ? rate / pgbenchTps : null;
      const shareText =
        share === null
          ? `${Math.round(rate)} rounds/s (pgbench did not run)`
          : `${Math.round(rate)} rounds/s = ${share.toFixed(2)} × pgbench TPC-B ${Math.round(pgbenchTps!)} tps ` +
            `(goal ≥ ${SPIN_GOALS.postgresShareOfPgbench}) ${verdict(share >= SPIN_GOALS.postgresShareOfPgbench)}`;
      return (
        `PostgreSQL: ${shareText}; p99 ${p99.toFixed(1)} ms (goal < ${SPIN_GOALS.postgresP99Ms}) ` +
        `${verdict(p99 < SPIN_GOALS.postgresP99Ms)}; server CPU/round ${cpu} (goal < ${SPIN_GOALS.postgresCpuPerRoundUs}) ` +
        `${verdict(row.cpuPerRound !== null && row.cpuPerRound < SPIN_GOALS.postgresCpuPerRoundUs)}`
      );
    }
    return (
      `${row.database}: ${Math.round(rate)} rounds/s (goal ≥ ${SPIN_GOALS.sqliteRoundsPerSecond}) ` +
      `${verdict(rate >= SPIN_GOALS.sqliteRoundsPerSecond)}; p99 ${p99.toFixed(1)} ms (goal < ${SPIN_GOALS.sqliteP99Ms}) ` +
      `${verdict(p99 < SPIN_GOALS.sqliteP99Ms)}; server CPU/round ${cpu}`
    );
  });
  const load = loadavg().map((value) => value.toFixed(1));
  return [...lines, `load average at the end: ${load.join(', ')} (1, 5, 15 min; rounds/s move with it, CPU per round much less)`];
}
