import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { randomId } from '../../lib/tokens';
import { findOldestKey, insertKey } from '../system/system-keys.repository';

const KIND = 'human-check-hmac';

/** The two HMAC secrets of ALTCHA v2: one signs the challenge, one the expected derived key. */
export interface HumanCheckSecrets {
  challenge: string;
  derivedKey: string;
}

/**
 * A challenge issued by one process must verify in every other, so the key comes from
 * HUMAN_CHECK_HMAC_KEY or, when that is empty, from the database (made once, shared), the way the
 * body-encryption key is. It sits in system_keys' private column: it is a secret.
 */
async function masterKey(ctx: AppContext): Promise<string> {
  const configured = ctx.config.HUMAN_CHECK_HMAC_KEY.trim();
  if (configured) return configured;
  const stored = await findOldestKey(ctx.db, KIND);
  if (stored) return stored;
  await insertKey(ctx.db, { kid: `hc-${randomId(9)}`, kind: KIND, privatePem: randomId(32), publicJwk: {}, now: ctx.clock.now() });
  return (await findOldestKey(ctx.db, KIND))!;
}

// Two purposes, two keys: a leak of one (say, in a log of signed challenges) does not give the other.
const derive = (key: string, purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');

const loaded = new WeakMap<AppContext, Promise<HumanCheckSecrets>>();

/** The secrets of this app, read once per process (the first challenge or check loads them). */
export function humanCheckSecrets(ctx: AppContext): Promise<HumanCheckSecrets> {
  let secrets = loaded.get(ctx);
  if (!secrets) {
    secrets = masterKey(ctx).then((key) => ({ challenge: derive(key, 'altcha-challenge'), derivedKey: derive(key, 'altcha-derived-key') }));
    // A failed load (database down) is tried again by the next request rather than remembered.
    secrets.catch(() => loaded.delete(ctx));
    loaded.set(ctx, secrets);
  }
  return secrets;
}
