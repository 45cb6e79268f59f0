import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletTransferRequest, walletTransferValue } from '@panalo/contract/wallet';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { transferBetweenWallets } from './vendor-transfer.service';

export const vendorTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  const realMember = { preHandler: app.requireRealMember };

  // The wallet transfer relay (GCS_walletTransfer): main wallet ↔ a transfer-mode vendor's wallet.
  app.post(
    '/wps/v2/wallets/transfer',
    { ...realMember, schema: { tags, body: walletTransferRequest, response: responses(walletTransferValue) } },
    async (request) => ok(await transferBetweenWallets(app.ctx, callerOf(request), request.body, idempotencyKeyOf(request))),
  );
};
