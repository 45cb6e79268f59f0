import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toLanguage } from '@panalo/contract/constants';
import { errorMessage, errorStatus, isErrorCode } from '@panalo/contract/error-codes';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { sessionKeyOf } from '../studio-rounds.service';
import { dealHand, settleDueHands, settleSessionHands, showHand } from './pusoy-hands.service';

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const brand = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .optional()
  .nullable();
const card = z.number().int().min(0).max(51);
const rows = z.object({ front: z.array(card).length(3), middle: z.array(card).length(5), back: z.array(card).length(5) });
const dealBody = z
  .object({
    game: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
    token: token.optional(),
    brand,
    requestKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/),
    bet: z.object({ point: z.number().int(), seat: z.number().int() }),
    clientSeed: z
      .string()
      .regex(/^[\x21-\x7e]{1,64}$/)
      .optional(),
  })
  // Free play names its client seed; a live hand is the launch's token.
  .refine((body) => body.token !== undefined || body.clientSeed !== undefined);
const showBody = z.object({ handId: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/), token: token.optional(), brand, rows });
const resumeBody = z.object({ token, brand });

/**
 * The card rooms' calls (a hand in steps, pusoy-hands.service.ts): deal (the buy-in as the bet),
 * show (the player's rows, the win), and resume (a session's left hand shown down on its next
 * visit). Each call first shows down a few hands past their deadline, so a hand left in a closed
 * tab settles without a timer process.
 */
export function pusoyRoutes(studio: Studio) {
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

    app.post('/studio/:vendor/pusoy/deal', vendorOwn, async (request, reply) =>
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

    app.post('/studio/:vendor/pusoy/show', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        vendorParam.parse(request.params);
        const body = showBody.parse(request.body);
        return showHand(studio, { handId: body.handId, token: body.token ?? null, rows: body.rows });
      }),
    );

    app.post('/studio/:vendor/pusoy/resume', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        vendorParam.parse(request.params);
        const body = resumeBody.parse(request.body);
        return { settled: await settleSessionHands(studio, sessionKeyOf(body.token)) };
      }),
    );
  };
}
