import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletTransferRequest, walletTransferValue } from '@panalo/contract/wallet';
import { idempotencyKeyOf, ok, responses, sessionOf } from '../../lib/http';
import { transferBetweenWallets } from './vendor-transfer.service';

export const vendorTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  const guarded = { preHandler: app.requireSession };

  // The wallet transfer relay (GCS_walletTransfer): main wallet ↔ a transfer-mode vendor's wallet.
  app.post(
    '/wps/v2/wallets/transfer',
    { ...guarded, schema: { tags, body: walletTransferRequest, response: responses(walletTransferValue) } },
    async (request) =>
      ok(await transferBetweenWallets(app.ctx, request.merchant, sessionOf(request), request.body, idempotencyKeyOf(request))),
  );
};
