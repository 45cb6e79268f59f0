import type { AppContext } from '../app-context';
import { randomId } from '../lib/tokens';
import { findOldestKey, insertKey } from './system-keys.repository';

/**
 * A secret every process must share (what one signs, any other checks): the configured value or,
 * when that is empty, one made once and kept in system_keys' private column (the oldest wins if
 * two processes make one at the same moment), the way the body-encryption key is.
 */
export async function sharedSecret(ctx: Pick<AppContext, 'db' | 'clock'>, kind: string, configured: string): Promise<string> {
  if (configured.trim()) return configured.trim();
  const stored = await findOldestKey(ctx.db, kind);
  if (stored) return stored;
  await insertKey(ctx.db, { kid: `${kind}-${randomId(9)}`, kind, privatePem: randomId(32), publicJwk: {}, now: ctx.clock.now() });
  return (await findOldestKey(ctx.db, kind))!;
}
