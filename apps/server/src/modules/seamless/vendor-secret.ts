import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { sharedSecret } from '../system/shared-secret';

const KIND = 'seamless-master';

/**
 * A vendor's signing secret for the seamless wallet API: derived from the deployment's master key
 * and the vendor's code, so no per-vendor secret is stored and each vendor's differs. An operator
 * hands it to the vendor (`npm run brand -- vendor-secret <brand> <vendor>`); changing the master
 * key changes every vendor's.
 */
export async function vendorSecret(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, vendorCode: string): Promise<string> {
  const master = await sharedSecret(ctx, KIND, ctx.config.SEAMLESS_MASTER_SECRET);
  return createHmac('sha256', master).update(`vendor:${vendorCode}`).digest('hex');
}
