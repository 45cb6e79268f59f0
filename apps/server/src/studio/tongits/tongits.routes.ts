import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toLanguage } from '@panalo/contract/constants';
import { errorMessage, errorStatus, isErrorCode } from '@panalo/contract/error-codes';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { sessionKeyOf } from '../studio-rounds.service';
import { dealHand, handView, moveHand, settleDueHands, settleSessionHands } from './tongits-hands.service';

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const brand = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .optional()
  .nullable();
const handId = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/);
const dealBody = z
  .object({
    game: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
    token: token.optional(),
    brand,
    requestKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/),
    bet: z.object({ stake: z.number().int() }),
    clientSeed: z
      .string()
      .regex(/^[\x21-\x7e]{1,64}$/)
      .optional(),
  })
  // Free play names its client seed; a live hand is the launch's token.
  .refine((body) => body.token !== undefined || body.clientSeed !== undefined);
// A move in the engine's short notation (studio-tongits.ts `parseMove`): F, D, T3.16, M3.16.29, S7>2, X40.
const moveBody = z.object({
  handId,
  token: token.optional(),
  brand,
  move: z.string().regex(/^(F|D|[TM]\d{1,2}(\.\d{1,2}){1,12}|S\d{1,2}(\.\d{1,2}){0,3}>\d{1,2}|X\d{1,2})$/),
});
const handBody = z.object({ handId, token: token.optional(), brand });
const resumeBody = z.object({ token, brand });

/**
 * Tongits tables' calls (a hand in turns, tongits-hands.service.ts): deal (the stake as the bet),
 * move (one of the player's moves, the bots answering; the win at the end), hand (the hand as it
 * stands) and resume (a session's left hand played out on its next visit). Each call first plays
 * out a few hands past their deadline, so a hand left in a closed tab settles without a timer process.
 */
export function tongitsRoutes(studio: Studio) {
  return async (app: FastifyInstance): Promise<void> => {
    const brandOf = (request: FastifyRequest, code?: string | null): BrandRef =>
      code ? { code } : { host: request.headers.host ?? request.hostname };
    const vendorOwn = { schema: { hide: true } };

    async function answer(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
      try {
        await settleDueHands(studio);
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

    app.post('/studio/:vendor/tongits/deal', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const body = dealBody.parse(request.body);
        return dealHand(studio, {
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

    app.post('/studio/:vendor/tongits/move', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        vendorParam.parse(request.params);
        const body = moveBody.parse(request.body);
        return moveHand(studio, { handId: body.handId, token: body.token ?? null, move: body.move });
      }),
    );

    app.post('/studio/:vendor/tongits/hand', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        vendorParam.parse(request.params);
        const body = handBody.parse(request.body);
        return handView(studio, { handId: body.handId, token: body.token ?? null });
      }),
    );

    app.post('/studio/:vendor/tongits/resume', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        vendorParam.parse(request.params);
        const body = resumeBody.parse(request.body);
        return { settled: await settleSessionHands(studio, sessionKeyOf(body.token)) };
      }),
    );
  };
}
