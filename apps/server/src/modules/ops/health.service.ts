import type { AppContext } from '../../app-context';
import { LATEST_MIGRATION } from '../../db/migrate';
import { migrationApplied } from './ops.repository';

/** Each dependency's state: `ok`, or what went wrong (never a secret: no address or password). */
export type Checks = Record<string, 'ok' | 'down' | 'behind' | 'off' | 'starting'>;

const CHECK_TIMEOUT_MS = 2000;

/** A check that answers within the time, or counts as down: a hung database must not hang the probe. */
async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process can serve: the database answers and has this build's migrations, Redis
 * (when configured) answers, and nothing holds the startup gate. A load balancer sends traffic only to a ready process.
 */
export async function readiness(ctx: AppContext): Promise<{ ready: boolean; checks: Checks }> {
  const checks: Checks = {};
  try {
    // One round trip answers both: the database is up, and it has this build's tables.
    checks.database = (await within(migrationApplied(ctx.db, LATEST_MIGRATION))) ? 'ok' : 'behind';
  } catch {
    checks.database = 'down';
  }
  if (!ctx.redis) checks.redis = 'off';
  else {
    try {
      await within(ctx.redis.ping());
      checks.redis = 'ok';
    } catch {
      checks.redis = 'down';
    }
  }
  // The first start on a fresh database listens before the demo brand is filled in (main.ts).
  if (ctx.startup.held) checks.startup = 'starting';
  return { ready: Object.values(checks).every((state) => state === 'ok' || state === 'off'), checks };
}
