import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorDecisionRequest, operatorWithdrawalPage, operatorWithdrawalQuery, withdrawalValue } from '@panalo/contract/wallet';
import { idParams } from '@panalo/contract/params';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { brandWithdrawals, decideWithdrawal, receiptProof, type Decision } from './withdraw-review.service';

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
        schema: { tags, params: idParams, body: operatorDecisionRequest.nullish(), response: responses(withdrawalValue) },
      },
      async (request) =>
        ok(
          await decideWithdrawal(app.ctx, callerOf(request), {
            id: request.params.id,
            decision,
            reason: request.body?.reason || undefined,
          }),
        ),
    );
  }

  // The image itself, not an envelope: the back office shows it as it is.
  app.get(
    '/wps/operator/withdrawals/:id/proof',
    { config: { staff: 'withdrawals.view', auditView: 'withdrawal' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const proof = await receiptProof(app.ctx, request.merchant, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(proof.contentType)
        .send(proof.bytes);
    },
  );
};
