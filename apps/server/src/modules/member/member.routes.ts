import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberInfo } from '@panalo/contract/member';
import { ok, responses } from '../../lib/http';
import { sessionOf } from '../../kernel/request-scope';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member'];

  app.get('/wps/member/info', { preHandler: app.requireSession, schema: { tags, response: responses(memberInfo) } }, async (request) =>
    ok(sessionOf(request).profile),
  );
};
