import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toLanguage } from '@panalo/contract/constants';
import { errorMessage, errorStatus, isErrorCode } from '@panalo/contract/error-codes';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { sessionKeyOf } from '../studio-rounds.service';
import type { CardHandColumns, CardHandRules } from './card-hand-rules';
import { dealRequest, resumeRequest } from './card-hand-requests';
import { dealHand, settleDueHands, settleSessionHands } from './card-hands.service';

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });

/**
 * A card game's calls, under `/studio/<VENDOR>/<kind>/`: deal (the stake as the bet), the game's
 * own steps (Pusoy: show; Tongits: move, hand), and resume (a session's left hand played out on
 * its next visit). Each call first settles a few hands past their deadline, so a hand left in a
 * closed tab settles without a timer process.
 */
export function cardHandRoutes<Row extends CardHandColumns, View>(studio: Studio, rules: CardHandRules<Row, View>) {
  const dealBody = dealRequest(rules.betRequest);
  return async (app: FastifyInstance): Promise<void> => {
    const brandOf = (request: FastifyRequest, code?: string | null): BrandRef =>
      code ? { code } : { host: request.headers.host ?? request.hostname };
    const vendorOwn = { schema: { hide: true } };
    const path = (step: string) => `/studio/:vendor/${rules.kind}/${step}`;

    async function answer(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
      try {
        await settleDueHands(studio, rules);
        return reply.send({ success: true, value: await work() });
      } catch (error) {
        const code = error instanceof StudioError ? error.code : error instanceof z.ZodError ? 'VALIDATION_FAILED' : null;
        if (!code) throw error;
        const language = toLanguage((request.headers['accept-language'] ?? 'EN').toString().startsWith('tl') ? 'TY' : 'EN');
        const known = isErrorCode(code) ? code : 'UNKNOWN_ERROR';
        const balance = error instanceof StudioError ? error.balance : undefined;
        return reply
          .code(isErrorCode(code) ? errorStatus(code) : 400)
          .send({ success: false, code, message: errorMessage(known, language), ...(balance === undefined ? {} : { balance }) });
      }
    }

    app.post(path('deal'), vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const body = dealBody.parse(request.body);
        return dealHand(studio, rules, {
          brand: brandOf(request, body.brand),
          vendorCode: vendor,
          gameCode: body.game,
          token: body.token ?? null,
          requestKey: body.requestKey,
          bet: body.bet,
          ...(body.clientSeed ? { clientSeed: body.clientSeed } : {}),
        });
      }),
    );

    for (const step of rules.steps)
      app.post(path(step.name), vendorOwn, async (request, reply) =>
        answer(request, reply, async () => {
          vendorParam.parse(request.params);
          return step.run(studio, request.body);
        }),
      );

    app.post(path('resume'), vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        vendorParam.parse(request.params);
        const body = resumeRequest.parse(request.body);
        return { settled: await settleSessionHands(studio, rules, sessionKeyOf(body.token)) };
      }),
    );
  };
}
