import type { AppContext } from '../app-context';
import { randomId } from '../lib/tokens';
import { claimSharedKey, findOldestKey } from './system-keys.repository';

/**
 * A secret every process must share (what one signs, any other checks): the configured value or,
 * when that is empty, one made once and kept in system_keys' private column (one fixed slot per
 * kind, so processes that make one at the same moment keep the same), the way the body-encryption
 * key is.
 */
export async function sharedSecret(ctx: Pick<AppContext, 'db' | 'clock'>, kind: string, configured: string): Promise<string> {
  if (configured.trim()) return configured.trim();
  const stored = await findOldestKey(ctx.db, kind);
  if (stored) return stored;
  return claimSharedKey(ctx.db, { kind, privatePem: randomId(32), publicJwk: {}, now: ctx.clock.now() });
}
