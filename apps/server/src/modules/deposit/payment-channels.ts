import type { Executor } from '../../db/executor';
import { SANDBOX_GATEWAY } from '../../adapters/payments/sandbox-gateway';

/**
 * The channels every new brand offers until an operator sets up a real gateway: the common
 * Philippine ways to pay, all on the built-in sandbox. Amounts in centavos: ₱100 to ₱50,000
 * (InstaPay's own per-transfer ceiling).
 */
export const SANDBOX_CHANNELS = [
  { code: 'GCASH', name: 'GCash', kind: 'EWALLET', min_amount: 10_000, max_amount: 5_000_000 },
  { code: 'MAYA', name: 'Maya', kind: 'EWALLET', min_amount: 10_000, max_amount: 5_000_000 },
  { code: 'INSTAPAY', name: 'InstaPay bank transfer', kind: 'BANK', min_amount: 10_000, max_amount: 5_000_000 },
  { code: 'QRPH', name: 'QR Ph', kind: 'QR', min_amount: 10_000, max_amount: 5_000_000 },
] as const;

export async function offerSandboxChannels(db: Executor, merchantId: number): Promise<void> {
  await db
    .insertInto('payment_channels')
    .values(
      SANDBOX_CHANNELS.map((channel, index) => ({ ...channel, merchant_id: merchantId, gateway: SANDBOX_GATEWAY, sort_order: index })),
    )
    .onConflict((conflict) => conflict.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
