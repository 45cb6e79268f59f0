import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIN_WALLET, walletTransferRequest, walletTransferValue, type WalletTransferRequest } from '@panalo/contract/wallet';
import type { MoneyPath } from '../../kernel/money-screen';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { transferBetweenWallets } from './vendor-transfer.service';

export const vendorTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  // Money into a vendor's wallet goes to play; money back from one goes towards the member, which a
  // break or a missed KYC deadline does not stop (kernel/money-screen.ts).
  const pathOf = (body: unknown): MoneyPath => ((body as WalletTransferRequest).from.toUpperCase() === MAIN_WALLET ? 'play' : 'withdraw');
  const screened = { preHandler: app.screened((request) => pathOf(request.body)) };

  // The wallet transfer relay (GCS_walletTransfer): main wallet ↔ a transfer-mode vendor's wallet.
  app.post(
    '/wps/v2/wallets/transfer',
    { ...screened, schema: { tags, body: walletTransferRequest, response: responses(walletTransferValue) } },
    async (request) => ok(await transferBetweenWallets(app.ctx, callerOf(request), request.body, idempotencyKeyOf(request))),
  );
};
