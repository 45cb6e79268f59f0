import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createFreshDatabase } from './postgres';

const run = promisify(execFile);

/**
 * PostgreSQL's own ceiling on this machine: pgbench's built-in TPC-B-like script (three updates,
 * a select and an insert in one transaction, like one posting) on a scratch database of the same
 * server, scale 10. Returns tps by client count, or the reason it could not run.
 */
export async function pgbenchTps(
  adminUrl: string,
  clientCounts: number[],
  seconds: number,
): Promise<{ tps: Map<number, number> } | { skipped: string }> {
  const binary = process.env.PGBENCH ?? 'pgbench';
  const scratch = await createFreshDatabase(adminUrl);
  try {
    await run(binary, ['-i', '-s', '10', '-q', scratch.url], { maxBuffer: 16 * 1024 * 1024 });
    const tps = new Map<number, number>();
    for (const clients of clientCounts) {
      process.stderr.write(`  pgbench TPC-B-like -c ${clients} -j 2 -T ${seconds} -M prepared `);
      const { stdout } = await run(binary, ['-c', String(clients), '-j', '2', '-T', String(seconds), '-M', 'prepared', scratch.url], {
        maxBuffer: 16 * 1024 * 1024,
      });
      const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
      if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
      tps.set(clients, Number(match[1]));
      process.stderr.write(`${Math.round(Number(match[1]))} tps\n`);
    }
    return { tps };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { skipped: `pgbench could not run (${message})` };
  } finally {
    await scratch.drop();
  }
}
