import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@panalo/contract/params';
import {
  feedbackHistory as historySchema,
  feedbackRecord,
  feedbackReplyRequest,
  feedbackRequest,
  operatorFeedbackList,
  operatorFeedbackQuery,
} from '@panalo/contract/feedback';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { feedbackHistory, operatorFeedback, replyToFeedback, sendFeedback } from './feedback.service';

/** PUT /wps/feedback (spec 001 section 7), the member's history, and the back office's list and reply. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const realMember = { preHandler: app.requireRealMember };

  app.put(
    '/wps/feedback',
    { ...realMember, schema: { tags: ['feedback'], body: feedbackRequest, response: responses(feedbackRecord) } },
    async (request) => ok(await sendFeedback(app.ctx, callerOf(request), request.body.content)),
  );
  app.get('/wps/feedback', { ...realMember, schema: { tags: ['feedback'], response: responses(historySchema) } }, async (request) =>
    ok(await feedbackHistory(app.ctx, callerOf(request))),
  );

  const tags = ['operator'];
  app.get(
    '/wps/operator/feedback',
    { config: { staff: 'feedback.view' }, schema: { tags, querystring: operatorFeedbackQuery, response: responses(operatorFeedbackList) } },
    async (request) => ok(await operatorFeedback(app.ctx, callerOf(request), request.query.status)),
  );
  app.post(
    '/wps/operator/feedback/:id/reply',
    {
      config: { staff: 'feedback.reply' },
      // The body is checked after the staff guard, so a stranger hears the guard's code, not the form's.
      schema: { tags, params: idParams, body: z.looseObject({}).nullish(), response: responses(feedbackRecord) },
    },
    async (request) => {
      const input = feedbackReplyRequest.safeParse(request.body ?? {});
      if (!input.success) throw new AppError('VALIDATION_FAILED');
      return ok(await replyToFeedback(app.ctx, callerOf(request), request.params.id, input.data.reply));
    },
  );
};
