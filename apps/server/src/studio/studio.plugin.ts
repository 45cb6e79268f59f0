import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toLanguage, type Language } from '@panalo/contract/constants';
import { errorMessage, errorStatus, isErrorCode } from '@panalo/contract/error-codes';
import { ORIGINALS_PAGE } from '@panalo/contract/originals';
import type { BrandRef } from './platform-client';
import type { Studio } from './studio-context';
import { StudioError } from './studio-error';
import { cardHandRoutes } from './card-hands/card-hands.routes';
import { pusoyRules } from './pusoy/pusoy-rules';
import { tongitsRules } from './tongits/tongits-rules';
import { registerHistoryRoute } from './studio-history.routes';
import { newPageNonce, renderStudioError, studioPageHeaders } from './studio-page';
import { scheduledRoutes } from './scheduled/scheduled.routes';
import { liveRoomRoutes } from './live-room/live-room.routes';
import { scheduledPage, startScheduler } from './scheduled/scheduler';
import { gameTable, playDemoRound, playRound, sessionKeyOf } from './studio-rounds.service';
import { rotateSeeds, seedsView } from './studio-seeds.service';

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const brand = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .optional()
  .nullable();
const gameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
/** A bet is the game type's own shape (its rules read it); here only its size is bounded. */
const bet = z.record(z.string().max(32), z.unknown()).refine((value) => JSON.stringify(value).length <= 2_000);

const pageQuery = z.object({
  game: gameCode,
  token: token.optional(),
  mode: z.literal('demo').optional(),
  lang: z.string().max(8).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  brand,
});
const roundBody = z.object({ game: gameCode, token, requestKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/), bet, brand });
const demoBody = z.object({ game: gameCode, bet, brand, clientSeed: z.string().regex(/^[\x21-\x7e]{1,64}$/) });
const seedsQuery = z.object({ token, brand });
const rotateBody = z.object({ token, brand, clientSeed: z.string().optional() });

/**
 * The studio's HTTP face, a Fastify plugin that needs nothing of the platform's server: the game
 * page a launch opens, the round and free-play calls of that page, and the seeds of the fairness
 * panel. The brand is the launch's `brand=` when given, else the host the page was reached on.
 */
export function studioPlugin(studio: Studio, options: { scheduleMs?: number } = {}) {
  return async (app: FastifyInstance): Promise<void> => {
    const brandOf = (request: FastifyRequest, code?: string | null): BrandRef =>
      code ? { code } : { host: request.headers.host ?? request.hostname };
    const languageOf = (request: FastifyRequest): Language => {
      const lang = (request.query as { lang?: unknown } | undefined)?.lang;
      return toLanguage(
        typeof lang === 'string' ? lang : (request.headers['accept-language'] ?? 'EN').toString().startsWith('tl') ? 'TY' : 'EN',
      );
    };
    const messageOf = (code: string, language: Language) => errorMessage(isErrorCode(code) ? code : 'UNKNOWN_ERROR', language);

    /** A JSON answer in the platform's envelope; a refusal carries its code, message, (money refusals) the balance and its details. */
    async function answer(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
      try {
        return reply.send({ success: true, value: await work() });
      } catch (error) {
        const code = error instanceof StudioError ? error.code : error instanceof z.ZodError ? 'VALIDATION_FAILED' : null;
        if (!code) throw error;
        const status = isErrorCode(code) ? errorStatus(code) : 400;
        const balance = error instanceof StudioError ? error.balance : undefined;
        const details = error instanceof StudioError ? error.details : undefined;
        return reply.code(status).send({
          success: false,
          code,
          message: messageOf(code, languageOf(request)),
          ...(balance === undefined ? {} : { balance }),
          ...(details ?? {}),
        });
      }
    }

    // The studio is a vendor of its own, not the platform's API: its calls stay out of the platform's API docs.
    const vendorOwn = { schema: { hide: true } };

    app.get('/studio/:vendor/play', vendorOwn, async (request, reply) => {
      const language = languageOf(request);
      const nonce = newPageNonce();
      const page = (status: number, html: string) => reply.code(status).headers(studioPageHeaders(nonce)).send(html);
      try {
        const { vendor } = vendorParam.parse(request.params);
        const query = pageQuery.safeParse(request.query ?? {});
        if (!query.success || (!query.data.token && query.data.mode !== 'demo')) throw new StudioError('GAME_SESSION_INVALID');
        const at = brandOf(request, query.data.brand);
        const scheduled = await scheduledPage(studio, at, vendor, query.data.game);
        const { entry, table, rules } = scheduled
          ? { entry: scheduled.entry, table: null, rules: null }
          : await gameTable(studio, at, vendor, query.data.game);
        let balance = 200_000;
        let currency = query.data.currency ?? 'PHP';
        const playing = query.data.mode === 'demo' ? undefined : query.data.token;
        if (playing) {
          const known = await studio.platform.seamless(at, vendor, 'balance', { token: playing });
          if (!known.ok) throw new StudioError(known.code);
          balance = known.value.balance;
          currency = known.value.currency;
        }
        const vendorName = await studio.platform.vendorName(at, vendor);
        const verifyUrl = studio.verifyUrl ?? `${ORIGINALS_PAGE}/verify`;
        const view = { vendor, vendorName, entry, brand: query.data.brand ?? null, token: playing ?? null, balance, currency, verifyUrl };
        if (scheduled) return page(200, scheduled.rules.page({ ...view, games: scheduled.games, line: scheduled.line }, language, nonce));
        return page(200, rules!.page({ ...view, table: table! }, language, nonce));
      } catch (error) {
        const code = error instanceof StudioError ? error.code : error instanceof z.ZodError ? 'GAME_NOT_FOUND' : null;
        if (!code) throw error;
        return page(isErrorCode(code) ? errorStatus(code) : 400, renderStudioError(messageOf(code, language), language));
      }
    });

    app.post('/studio/:vendor/round', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const body = roundBody.parse(request.body);
        return playRound(studio, { ...body, brand: brandOf(request, body.brand), vendorCode: vendor, gameCode: body.game });
      }),
    );

    registerHistoryRoute(app, studio);

    app.post('/studio/:vendor/demo-round', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const body = demoBody.parse(request.body);
        return playDemoRound(studio, { ...body, brand: brandOf(request, body.brand), vendorCode: vendor, gameCode: body.game });
      }),
    );

    /** Seeds belong to a live game session: the wallet's balance call says whether the token is one. */
    async function liveSession(request: FastifyRequest, token: string, code?: string | null): Promise<string> {
      const { vendor } = vendorParam.parse(request.params);
      const known = await studio.platform.seamless(brandOf(request, code), vendor, 'balance', { token });
      if (!known.ok) throw new StudioError(known.code);
      return sessionKeyOf(token);
    }

    app.get('/studio/:vendor/seeds', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        const query = seedsQuery.parse(request.query);
        return seedsView(studio.db, await liveSession(request, query.token, query.brand), studio.now());
      }),
    );

    // Card rooms play a hand in steps (deal, arrange, showdown): their own calls.
    await app.register(cardHandRoutes(studio, pusoyRules));
    await app.register(cardHandRoutes(studio, tongitsRules));
    // Scheduled games: shared rounds on a clock, bets, cash-out and the live feed.
    await app.register(scheduledRoutes(studio, { answer, brandOf }));
    if (options.scheduleMs) startScheduler(app, studio, options.scheduleMs);
    // Live hosts' rooms: the chat the platform's "launch chat" address opens.
    await app.register(liveRoomRoutes(studio, { answer, messageOf }));

    app.post('/studio/:vendor/seeds/rotate', vendorOwn, async (request, reply) =>
      answer(request, reply, async () => {
        const body = rotateBody.parse(request.body);
        return rotateSeeds(studio.db, await liveSession(request, body.token, body.brand), body.clientSeed, studio.now());
      }),
    );
  };
}
