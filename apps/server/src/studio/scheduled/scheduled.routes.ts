import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { betsOf, cashOut, placeBet } from './scheduled-bets.service';
import { ScheduledFeed } from './scheduled-feed';
import { lineState, openLine, recentResults } from './scheduled-lines.service';
import { openEventStream } from '../event-stream';

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const brand = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .optional()
  .nullable();
const game = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const id = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/);
const lineQuery = z.object({ game, brand });
const resultsQuery = z.object({ game, brand, limit: z.coerce.number().int().min(1).max(50).default(10) });
const pick = z.record(z.string().max(32), z.unknown()).refine((value) => JSON.stringify(value).length <= 1_000);
const betBody = z.object({
  token,
  brand,
  requestKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/),
  stake: z.number().int().min(1).max(1_000_000_000),
  legs: z
    .array(z.object({ game, roundId: id, pick, odds: z.number().int().min(1).max(100_000_000).optional() }))
    .min(1)
    .max(20),
  acceptOdds: z.enum(['none', 'any', 'higher']).optional(),
});
const sessionQuery = z.object({ token, brand });
const cashOutBody = z.object({ token, brand, offer: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() });

export interface StudioRouteKit {
  answer(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown>;
  brandOf(request: FastifyRequest, code?: string | null): BrandRef;
}

/**
 * The scheduled games' calls (docs/studio.md, "Scheduled rounds"): a line's rounds and results,
 * bets with one leg or several, a session's bets and balance, cash-out, and the line's live feed (server-sent
 * events: every open page hears of a new round, a bet, a result and a payment within a second,
 * from any process, since the feed follows the database).
 */
export function scheduledRoutes(studio: Studio, kit: StudioRouteKit) {
  const vendorOwn = { schema: { hide: true } };
  return async (app: FastifyInstance): Promise<void> => {
    const feed = new ScheduledFeed(studio);
    app.addHook('onClose', async () => feed.close());

    app.get('/studio/:vendor/schedule', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const query = lineQuery.parse(request.query);
        return lineState(studio, await openLine(studio, kit.brandOf(request, query.brand), vendor, query.game));
      }),
    );

    app.get('/studio/:vendor/results', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const query = resultsQuery.parse(request.query);
        const line = await openLine(studio, kit.brandOf(request, query.brand), vendor, query.game);
        return { results: await recentResults(studio, line, query.limit) };
      }),
    );

    app.post('/studio/:vendor/bets', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const body = betBody.parse(request.body);
        return placeBet(studio, { ...body, brand: kit.brandOf(request, body.brand), vendorCode: vendor });
      }),
    );

    app.get('/studio/:vendor/bets', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const query = sessionQuery.parse(request.query);
        // The wallet's balance along: a page learns of its payouts with its bets.
        const known = await studio.platform.seamless(kit.brandOf(request, query.brand), vendor, 'balance', { token: query.token });
        return { bets: await betsOf(studio, query.token, vendor), balance: known.ok ? known.value.balance : null };
      }),
    );

    // The page's balance after its bets are paid (the wallet's own answer, by the session's token).
    app.get('/studio/:vendor/balance', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const query = sessionQuery.parse(request.query);
        const known = await studio.platform.seamless(kit.brandOf(request, query.brand), vendor, 'balance', { token: query.token });
        if (!known.ok) throw new StudioError(known.code);
        return { balance: known.value.balance, currency: known.value.currency };
      }),
    );

    app.post('/studio/:vendor/bets/:betId/cash-out', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const { betId } = z.object({ betId: id }).parse(request.params);
        const body = cashOutBody.parse(request.body);
        return cashOut(studio, {
          brand: kit.brandOf(request, body.brand),
          vendorCode: vendor,
          token: body.token,
          betId,
          offer: body.offer,
        });
      }),
    );

    app.get('/studio/:vendor/feed', vendorOwn, async (request, reply) => {
      let line: Awaited<ReturnType<typeof openLine>>;
      try {
        const { vendor } = vendorParam.parse(request.params);
        const query = lineQuery.parse(request.query);
        line = await openLine(studio, kit.brandOf(request, query.brand), vendor, query.game);
      } catch (error) {
        // A wrong address or game is answered as any studio call's refusal, before the stream starts.
        return kit.answer(request, reply, () => Promise.reject(error));
      }
      const sendEvent = openEventStream(reply);
      const send = (state: unknown) => sendEvent('state', state);
      const stop = feed.listen(line, send);
      request.raw.on('close', stop);
    });
  };
}
