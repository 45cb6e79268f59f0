import type { AppContext } from '../../app-context';
import { randomId } from '../../lib/tokens';
import { findOldestKey, insertKey } from '../../modules/system/system-keys.repository';
import { PaymentGatewayDirectory } from './payment-gateway';
import { SandboxGateway } from './sandbox-gateway';

const SANDBOX_SECRET_KIND = 'sandbox-gateway';

/**
 * The gateways this deployment uses. The sandbox credits deposits nobody paid, so it is on by
 * default except in production (SANDBOX_GATEWAY_ENABLED overrides). A real gateway is registered
 * here with its own settings (docs/payments.md).
 */
export async function buildPaymentGateways(ctx: AppContext): Promise<PaymentGatewayDirectory> {
  const directory = new PaymentGatewayDirectory();
  const sandboxOn = ctx.config.SANDBOX_GATEWAY_ENABLED ?? ctx.config.NODE_ENV !== 'production';
  if (sandboxOn) directory.register(new SandboxGateway(await sandboxSecret(ctx)));
  return directory;
}

/**
 * Every process must check callbacks and page tokens any process signed, so the secret comes
 * from SANDBOX_GATEWAY_SECRET or, when that is empty, from the database (made once, shared), the
 * way the body-encryption key is. It sits in system_keys' private column: it is a secret.
 */
async function sandboxSecret(ctx: AppContext): Promise<string> {
  const configured = ctx.config.SANDBOX_GATEWAY_SECRET.trim();
  if (configured) return configured;
  const stored = await findOldestKey(ctx.db, SANDBOX_SECRET_KIND);
  if (stored) return stored;
  await insertKey(ctx.db, {
    kid: `sbx-${randomId(9)}`,
    kind: SANDBOX_SECRET_KIND,
    privatePem: randomId(32),
    publicJwk: {},
    now: ctx.clock.now(),
  });
  return (await findOldestKey(ctx.db, SANDBOX_SECRET_KIND))!;
}
