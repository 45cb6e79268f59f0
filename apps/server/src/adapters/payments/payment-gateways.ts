import type { AppContext } from '../../app-context';
import { sandboxGatewayOn } from '../../lib/demo-features';
import { PaymentGatewayDirectory } from './payment-gateway';
import { SandboxGateway } from './sandbox-gateway';

/**
 * The gateways this deployment uses. The sandbox credits deposits nobody paid, so it is on by
 * default except in production (SANDBOX_GATEWAY_ENABLED overrides). A real gateway is registered
 * here with its own settings (docs/payments.md).
 */
export async function buildPaymentGateways(
  ctx: AppContext,
  /** The gateways' signing master (modules/system/signing-secrets.ts), read only when a gateway needs it. */
  gatewayMaster: () => Promise<string>,
  /** The directory to fill (the app context's); a new one by default. */
  directory = new PaymentGatewayDirectory(),
): Promise<PaymentGatewayDirectory> {
  // Page tokens are checked by whichever process serves the page: keyed by the shared gateway master.
  if (sandboxGatewayOn(ctx.config)) directory.register(new SandboxGateway(await gatewayMaster(), ctx.db));
  return directory;
}
