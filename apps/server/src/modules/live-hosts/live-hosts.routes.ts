import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { launchChatQuery, launchChatValue, liveModelsValue } from '@panalo/contract/live-hosts';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { hostAvatar, launchChat, liveModels } from './live-hosts.service';

const avatarParams = z.object({ file: z.string().regex(/^[a-z]{2,12}\.svg$/) });

/** Live hosts (issue 22, spec 001 section 7): the live model list, launch chat, and the hosts' portraits. */
export const liveHostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['games'];

  app.get('/lgw/live/models', { schema: { tags, response: responses(liveModelsValue) } }, async (request) =>
    ok(await liveModels(app.ctx, request.merchant)),
  );

  app.get(
    '/lgw/live/launchChat',
    { preHandler: app.requireSession, schema: { tags, querystring: launchChatQuery, response: responses(launchChatValue) } },
    async (request) => ok(await launchChat(app.ctx, callerOf(request), request.query.modelId, request.language)),
  );

  app.get('/lgw/live/avatar/:file', { schema: { tags, hide: true, params: avatarParams } }, async (request, reply) => {
    const svg = hostAvatar(request.params.file.slice(0, -'.svg'.length));
    if (!svg) throw new AppError('LIVE_HOST_NOT_FOUND');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
};
