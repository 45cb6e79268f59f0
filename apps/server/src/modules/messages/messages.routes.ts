import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyValue } from '@panalo/contract/envelope';
import { idParams } from '@panalo/contract/params';
import { messagePage, pageQuery, unreadCountValue } from '@panalo/contract/wallet';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { markRead, messagesOf, unreadCount } from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const guarded = { preHandler: app.requireSession };

  app.get('/wps/v2/messages', { ...guarded, schema: { tags, querystring: pageQuery, response: responses(messagePage) } }, async (request) =>
    ok(await messagesOf(app.ctx, callerOf(request), request.query)),
  );

  app.get('/wps/v2/messages/unread', { ...guarded, schema: { tags, response: responses(unreadCountValue) } }, async (request) =>
    ok(await unreadCount(app.ctx, callerOf(request))),
  );

  app.post(
    '/wps/v2/messages/:id/read',
    { ...guarded, schema: { tags, params: idParams, response: responses(emptyValue) } },
    async (request) => {
      await markRead(app.ctx, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
