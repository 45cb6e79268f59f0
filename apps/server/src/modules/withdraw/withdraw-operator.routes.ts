import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorDecisionRequest, operatorWithdrawalPage, operatorWithdrawalQuery, withdrawalValue } from '@panalo/contract/wallet';
import { idParams } from '@panalo/contract/params';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { brandWithdrawals, decideWithdrawal, receiptProof, type Decision } from './withdraw-review.service';

/** A payout screenshot as base64 (about 7 MB of text for 5 MB of image). */
const PROOF_BODY_LIMIT = 7_400_000;

/** Back-office withdrawal review; each route names the staff permission it asks for (modules/staff/staff-access.ts). */
export const withdrawOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/withdrawals',
    {
      config: { staff: 'withdrawals.view', auditView: 'list' },
      schema: { tags, querystring: operatorWithdrawalQuery, response: responses(operatorWithdrawalPage) },
    },
    async (request) => ok(await brandWithdrawals(app.ctx, request.merchant, request.query)),
  );

  for (const decision of ['approve', 'reject', 'paid'] as const satisfies readonly Decision[]) {
    app.post(
      `/wps/operator/withdrawals/:id/${decision}`,
      {
        config: { staff: 'withdrawals.decide' },
        // Marking paid may carry the payout's screenshot: up to 5 MB of image as base64.
        ...(decision === 'paid' ? { bodyLimit: PROOF_BODY_LIMIT } : {}),
        schema: { tags, params: idParams, body: operatorDecisionRequest.nullish(), response: responses(withdrawalValue) },
      },
      async (request) =>
        ok(
          await decideWithdrawal(app.ctx, callerOf(request), {
            id: request.params.id,
            decision,
            reason: request.body?.reason || undefined,
            proof: request.body?.proof || undefined,
          }),
        ),
    );
  }

  // The images themselves, not an envelope: the back office shows them as they are.
  for (const [path, which] of [
    ['proof', 'receipt'],
    ['payout-proof', 'payout'],
  ] as const) {
    app.get(
      `/wps/operator/withdrawals/:id/${path}`,
      { config: { staff: 'withdrawals.view', auditView: 'withdrawal' }, schema: { tags, params: idParams } },
      async (request, reply) => {
        const proof = await receiptProof(app.ctx, request.merchant, request.params.id, which);
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .type(proof.contentType)
          .send(proof.bytes);
      },
    );
  }
};
