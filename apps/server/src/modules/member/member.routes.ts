import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberInfo } from '@panalo/contract/member';
import { answerAsBuilt, ok, responses } from '../../lib/http';
import { sessionOf } from '../../kernel/request-scope';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member'];

  // Every page of the site asks for it: the answer is toMemberInfo's, built from the session read.
  app.get(
    '/wps/member/info',
    { preHandler: app.requireSession, schema: { tags, response: responses(memberInfo) }, serializerCompiler: answerAsBuilt },
    async (request) => ok(sessionOf(request).profile),
  );
};
