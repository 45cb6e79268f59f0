import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditChainCheck, auditEntryDetail, auditPage, auditQuery } from '@panalo/contract/audit';
import { idParams } from '@panalo/contract/params';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { appendAudit } from '../../kernel/audit';
import { auditEntryOf, brandAudit, verifyAuditChain } from './audit.service';

/**
 * The back office's audit log: search, one entry, and the chain check. There is no route that
 * changes or deletes an entry, and the database refuses both (append-only triggers, migration 0001).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/audit',
    { config: { staff: 'audit.view' }, schema: { tags, querystring: auditQuery, response: responses(auditPage) } },
    async (request) => ok(await brandAudit(app.ctx, request.merchant, request.query)),
  );

  app.get(
    '/wps/operator/audit/:id',
    { config: { staff: 'audit.view' }, schema: { tags, params: idParams, response: responses(auditEntryDetail) } },
    async (request) => ok(await auditEntryOf(app.ctx, request.merchant, request.params.id)),
  );

  app.post(
    '/wps/operator/audit/verify',
    { config: { staff: 'audit.verify' }, schema: { tags, response: responses(auditChainCheck) } },
    async (request) => {
      const { merchant, session, client } = callerOf(request);
      const check = await verifyAuditChain(app.ctx, merchant.id);
      // Checked after the walk, so this entry is not part of the chain it reports on.
      await appendAudit(app.ctx.db, {
        merchantId: merchant.id,
        actorMemberId: session.memberId,
        action: 'audit.verify',
        subjectType: 'audit',
        subjectId: null,
        ip: client.ip,
        detail: { intact: check.intact, checked: check.checked, broken: check.broken },
        at: app.ctx.clock.now(),
      });
      return ok(check);
    },
  );
};
