import type { AppContext } from '../../app-context';
import { acceptedSecrets, currentSecret } from '../system/signing-secrets';

type SecretContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>;
type Brand = { id: number; code: string };

/**
 * A vendor's signing secret for the seamless wallet API at one brand: its own per brand and
 * vendor, derived from the deployment's master key with a version that rotation moves on
 * (modules/system/signing-secrets.ts). An operator hands it to the vendor
 * (`npm run brand -- vendor-secret <brand> <vendor>`) and rotates it with
 * `npm run brand -- rotate-secret <brand> vendor <vendor>`.
 */
export async function vendorSecret(ctx: SecretContext, merchant: Brand, vendorCode: string): Promise<string> {
  return (await currentSecret(ctx, { merchant, purpose: 'vendor', code: vendorCode })).secret;
}

/** The secrets a vendor's call to this brand may be signed with: current, and previous during its grace. */
export function vendorSecretsAccepted(ctx: SecretContext, merchant: Brand, vendorCode: string): Promise<string[]> {
  return acceptedSecrets(ctx, { merchant, purpose: 'vendor', code: vendorCode });
}
