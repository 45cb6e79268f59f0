import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { sharedSecret } from '../system/shared-secret';

const KIND = 'seamless-master';

type SecretContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

// Every vendor call checks a signature: the master key is read once per app, not once per call.
const masters = new WeakMap<SecretContext, Promise<string>>();

function masterKey(ctx: SecretContext): Promise<string> {
  let master = masters.get(ctx);
  if (!master) {
    master = sharedSecret(ctx, KIND, ctx.config.SEAMLESS_MASTER_SECRET);
    // A failed read (database down) is tried again by the next call rather than remembered.
    master.catch(() => masters.delete(ctx));
    masters.set(ctx, master);
  }
  return master;
}

/**
 * A vendor's signing secret for the seamless wallet API: derived from the deployment's master key
 * and the vendor's code, so no per-vendor secret is stored and each vendor's differs. An operator
 * hands it to the vendor (`npm run brand -- vendor-secret <brand> <vendor>`); changing the master
 * key changes every vendor's.
 */
export async function vendorSecret(ctx: SecretContext, vendorCode: string): Promise<string> {
  return createHmac('sha256', await masterKey(ctx))
    .update(`vendor:${vendorCode}`)
    .digest('hex');
}
