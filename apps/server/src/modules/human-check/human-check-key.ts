import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { sharedSecret } from '../../kernel/shared-secret';

const KIND = 'human-check-hmac';

/** The two HMAC secrets of ALTCHA v2: one signs the challenge, one the expected derived key. */
export interface HumanCheckSecrets {
  challenge: string;
  derivedKey: string;
}

/** A challenge issued by one process must verify in every other: HUMAN_CHECK_HMAC_KEY or a shared stored key. */
const masterKey = (ctx: AppContext): Promise<string> => sharedSecret(ctx, KIND, ctx.config.HUMAN_CHECK_HMAC_KEY);

// Two purposes, two keys: a leak of one (say, in a log of signed challenges) does not give the other.
const derive = (key: string, purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');

/** The secrets of this app, read once per process (the first challenge or check loads them). */
export function humanCheckSecrets(ctx: AppContext): Promise<HumanCheckSecrets> {
  const cached = ctx.caches.humanCheckSecrets;
  if (!cached.loading) {
    const secrets = masterKey(ctx).then((key) => ({
      challenge: derive(key, 'altcha-challenge'),
      derivedKey: derive(key, 'altcha-derived-key'),
    }));
    // A failed load (database down) is tried again by the next request rather than remembered.
    secrets.catch(() => {
      if (cached.loading === secrets) cached.loading = null;
    });
    cached.loading = secrets;
  }
  return cached.loading;
}
