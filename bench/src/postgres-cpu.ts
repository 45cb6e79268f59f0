import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every common Linux build

/**
 * CPU time (user + system, milliseconds) that a PostgreSQL server on this machine has spent so
 * far: every live process named `postgres` (backends, WAL writer, checkpointer, …) plus what the
 * postmaster has collected from children that ended (pgbench's connections end with each run).
 * Null when no local PostgreSQL process can be read (another host, a container, not Linux).
 */
export function postgresCpuMs(): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (name !== 'postgres') continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from the 3rd field (state) on
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    const parent = Number(fields[1]);
    if (!isPostgres(parent)) ticks += Number(fields[13]) + Number(fields[14]); // the postmaster: cutime, cstime
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

function isPostgres(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres';
  } catch {
    return false;
  }
}

/** CPU per unit of work in microseconds, from two readings; null when either is missing. */
export const cpuPer = (before: number | null, after: number | null, units: number): number | null =>
  before !== null && after !== null && units > 0 ? ((after - before) * 1000) / units : null;
