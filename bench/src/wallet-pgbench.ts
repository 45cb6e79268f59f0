import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createFreshDatabase } from './postgres';
import { cpuPer, postgresCpuMs } from './postgres-cpu';

const run = promisify(execFile);

export interface PgbenchRun {
  tps: number;
  /** PostgreSQL's CPU time per transaction, microseconds (null where it cannot be read). */
  databaseCpuPerTransaction: number | null;
}

/**
 * PostgreSQL's own ceiling on this machine: pgbench's built-in TPC-B-like script (three updates,
 * a select and an insert in one transaction, like one posting) on a scratch database of the same
 * server, scale 10. Returns tps and PostgreSQL's CPU per transaction by client count, or the
 * reason it could not run.
 */
export async function pgbenchTps(
  adminUrl: string,
  clientCounts: number[],
  seconds: number,
): Promise<{ runs: Map<number, PgbenchRun> } | { skipped: string }> {
  const binary = process.env.PGBENCH ?? 'pgbench';
  const scratch = await createFreshDatabase(adminUrl);
  try {
    await run(binary, ['-i', '-s', '10', '-q', scratch.url], { maxBuffer: 16 * 1024 * 1024 });
    const runs = new Map<number, PgbenchRun>();
    for (const clients of clientCounts) {
      const cpuBefore = postgresCpuMs();
      process.stderr.write(`  pgbench TPC-B-like -c ${clients} -j 2 -T ${seconds} -M prepared `);
      const { stdout } = await run(binary, ['-c', String(clients), '-j', '2', '-T', String(seconds), '-M', 'prepared', scratch.url], {
        maxBuffer: 16 * 1024 * 1024,
      });
      const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
      if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
      const transactions = /number of transactions actually processed: (\d+)/.exec(stdout);
      runs.set(clients, {
        tps: Number(match[1]),
        databaseCpuPerTransaction: transactions ? cpuPer(cpuBefore, postgresCpuMs(), Number(transactions[1])) : null,
      });
      process.stderr.write(`${Math.round(Number(match[1]))} tps\n`);
    }
    return { runs };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { skipped: `pgbench could not run (${message})` };
  } finally {
    await scratch.drop();
  }
}
