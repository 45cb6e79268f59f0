import type { SecretPurpose } from '../modules/system/signing-secrets';
import { currentSecret } from '../modules/system/signing-secrets';
import type { TestApp } from './test-app.test-kit';

/**
 * The secret a brand's gateway or vendor signs with now, as the operator would hand it over
 * (`npm run brand -- signing-secret …`): the test brand's unless another brand's code is given.
 */
export async function brandSecret(t: TestApp, purpose: SecretPurpose, code: string, brandCode?: string): Promise<string> {
  const merchant = brandCode ? await t.app.ctx.merchants.byCode(brandCode) : await t.app.ctx.merchants.byId(t.merchantId);
  if (!merchant) throw new Error(`no brand ${brandCode ?? t.merchantId}`);
  return (await currentSecret(t.app.ctx, { merchant, purpose, code })).secret;
}
