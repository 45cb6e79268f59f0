import type { AppContext } from '../../app-context';
import { sharedSecret } from '../../modules/system/shared-secret';
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

/** Callbacks and page tokens any process signed must check in every other: SANDBOX_GATEWAY_SECRET or a shared stored one. */
const sandboxSecret = (ctx: AppContext): Promise<string> => sharedSecret(ctx, SANDBOX_SECRET_KIND, ctx.config.SANDBOX_GATEWAY_SECRET);
