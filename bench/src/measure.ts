import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Target {
  /** Full URL on 127.0.0.1; the Host header is given separately. */
  url: string;
  headers?: Record<string, string>;
  /** Requests each connection sends in turn (paths on the same host); the URL's path when absent. */
  requests?: autocannon.Request[];
  /** Process id of the server, to read its CPU time (Linux only). */
  serverPid?: number;
}

export interface LoadOptions {
  connections: number;
  /** Counted run, seconds. */
  duration: number;
  /** Uncounted run before it, seconds (0: none). */
  warmup: number;
}

export interface Measurement {
  /** Average requests per second over the counted run. */
  rps: number;
  /** 99th percentile latency, milliseconds. */
  p99: number;
  /** Responses outside 2xx. */
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Responses received in the counted run. */
  total: number;
  /** Server CPU time (user + system) per response, microseconds; null where it cannot be read. */
  cpuPerRequest: number | null;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every common Linux build

/** CPU time of a process in milliseconds, from /proc; null elsewhere. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime: the 14th and 15th fields
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

function run(target: Target, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration,
    ...(target.requests ? { requests: target.requests } : {}),
  });
}

/** Warms the route up, then loads it with autocannon for the counted run. */
export async function measure(target: Target, options: LoadOptions): Promise<Measurement> {
  if (options.warmup > 0) await run(target, options.connections, options.warmup);
  const cpuBefore = target.serverPid ? processCpuMs(target.serverPid) : null;
  const result = await run(target, options.connections, options.duration);
  const cpuAfter = target.serverPid ? processCpuMs(target.serverPid) : null;
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total,
    cpuPerRequest: cpuBefore !== null && cpuAfter !== null && total > 0 ? ((cpuAfter - cpuBefore) * 1000) / total : null,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Several rounds of one target as one row: medians of the rates, sums of the failures. */
export function combine(rounds: Measurement[]): Measurement {
  const cpu = rounds.map((m) => m.cpuPerRequest);
  return {
    rps: median(rounds.map((m) => m.rps)),
    p99: median(rounds.map((m) => m.p99)),
    non2xx: rounds.reduce((sum, m) => sum + m.non2xx, 0),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
    total: rounds.reduce((sum, m) => sum + m.total, 0),
    cpuPerRequest: cpu.every((c) => c !== null) && cpu.length > 0 ? median(cpu as number[]) : null,
  };
}
