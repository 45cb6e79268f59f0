import type { FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { appendAudit } from '../../kernel/audit';
import { sessionOf } from '../../kernel/request-scope';

/**
 * What a staff page shows of people's personal data, for the audit log:
 * - `player`: one member's data; the member id is the route's `:memberId` (KYC detail and images);
 * - `withdrawal`: one withdrawal with its payout account; the id is the route's `:id` (proof image);
 * - `list`: a list with several members' data (withdrawal queue); the query is kept as the detail.
 */
export type AuditView = 'player' | 'withdrawal' | 'list';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Audits each successful answer of a staff route that shows personal data: who (the staff
     * session), what (`staff.view.<kind>` and the route), from where (IP), about whom (the subject).
     */
    auditView?: AuditView;
  }
}

const subjectOf = (kind: AuditView, request: FastifyRequest): { type: string; id: string | null } => {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (kind === 'player') return { type: 'member', id: params.memberId ?? null };
  if (kind === 'withdrawal') return { type: 'withdrawal', id: params.id ?? null };
  return { type: 'list', id: null };
};

/**
 * The audit of staff views, applied from the route config (`config: { auditView: 'player' }`).
 * Written before the answer leaves (onSend), only for answers that show something (2xx), so the
 * entry exists as soon as the page has its data. Registered before the routes.
 */
export const auditViewPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const kind = route.config?.auditView;
    if (!kind) return;
    const audit: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode >= 300 || !request.auth) return payload;
      const session = sessionOf(request);
      const subject = subjectOf(kind, request);
      await appendAudit(app.ctx.db, {
        merchantId: request.merchant.id,
        actorMemberId: session.memberId,
        action: `staff.view.${kind}`,
        subjectType: subject.type,
        subjectId: subject.id,
        ip: request.ip,
        detail: { route: `${request.method} ${route.url}`, ...(kind === 'list' ? { query: request.query ?? {} } : {}) },
        at: app.ctx.clock.now(),
      });
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), audit];
  });
});
