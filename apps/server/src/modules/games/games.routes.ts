import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyValue } from '@panalo/contract/envelope';
import {
  favouriteBody,
  favouriteIdsValue,
  favouritesValue,
  freeLaunchBody,
  freeLaunchValue,
  gameListOnlyValue,
  gameListQuery,
  gameListValue,
  gameMenusValue,
  hotGamesQuery,
  launchGameBody,
  launchGameValue,
  lanesQuery,
  lanesValue,
  pagedQuery,
  recentGamesValue,
  suggestionsQuery,
  suggestionsValue,
  vendorTypesQuery,
  vendorTypesValue,
  winnersQuery,
  winnersValue,
} from '@panalo/contract/games';
import { betRecordPage, betRecordQuery } from '@panalo/contract/bet-records';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { gameListJson, gameMenusJson, hotGames, popularGames, vendorLanes, vendorTypes } from './catalogue.service';
import { favourite, favouriteIdsOf, favourites, unfavourite } from './favourites.service';
import { findGameName, findVendorName } from './game.repository';
import { betRecordsOf } from './bet-records.service';
import { launchGame } from './game-launch.service';
import { launchFreeGame } from './free-play.service';
import { recentGames } from './recent-games.service';
import { gameSuggestions } from './suggestions.service';
import { winnerBoard } from './winners.service';
import { gameIconSvg, vendorIconSvg } from './game-icons';

/** Sends a cached answer kept as JSON text inside the success envelope (the route's schema still documents it). */
const sendJsonValue = (reply: FastifyReply, valueJson: string) =>
  reply.type('application/json; charset=utf-8').send(`{"success":true,"value":${valueJson}}`);

const code = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const iconParams = z.object({ vendor: code, file: z.string().regex(/^[A-Za-z0-9_.-]{1,64}\.svg$/) });
const vendorIconParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,32}\.svg$/) });
// Icons never change for a code: browsers and CDNs may keep them for a day.
const ICON_CACHE = 'public, max-age=86400';

/** The catalogue calls of spec 001 section 7: menus, lanes, lists, hot and popular games, favourites, icons. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['games'];
  const guarded = { preHandler: app.requireRealMember };

  app.get('/lgw/games/game_menus', { schema: { tags, response: responses(gameMenusValue) } }, async (request, reply) =>
    sendJsonValue(reply, await gameMenusJson(app.ctx, request.merchant)),
  );

  app.get('/lgw/games/lanes', { schema: { tags, querystring: lanesQuery, response: responses(lanesValue) } }, async (request) =>
    ok(await vendorLanes(app.ctx, request.merchant)),
  );

  app.get(
    '/lgw/games/vendorTypes',
    { schema: { tags, querystring: vendorTypesQuery, response: responses(vendorTypesValue) } },
    async (request) => ok(await vendorTypes(app.ctx, request.merchant, request.query.gameType)),
  );

  app.get('/lgw/games/list', { schema: { tags, querystring: gameListQuery, response: responses(gameListValue) } }, async (request, reply) =>
    sendJsonValue(reply, await gameListJson(app.ctx, request.merchant, request.query)),
  );

  app.get('/lgw/games/hot', { schema: { tags, querystring: hotGamesQuery, response: responses(gameListOnlyValue) } }, async (request) =>
    ok(await hotGames(app.ctx, request.merchant, request.query)),
  );

  app.get('/lgw/games/popular', { schema: { tags, querystring: hotGamesQuery, response: responses(gameListOnlyValue) } }, async (request) =>
    ok(await popularGames(app.ctx, request.merchant, request.query)),
  );

  // Asked by the maintenance dialog, for guests too: the catalogue is public.
  app.get(
    '/lgw/games/suggestions',
    { schema: { tags, querystring: suggestionsQuery, response: responses(suggestionsValue) } },
    async (request) => ok(await gameSuggestions(app.ctx, request.merchant, request.query.nodeId)),
  );

  app.get(
    '/lgw/games/favorites',
    { ...guarded, schema: { tags, querystring: pagedQuery, response: responses(favouritesValue) } },
    async (request) => ok(await favourites(app.ctx, callerOf(request), request.query)),
  );

  app.get('/lgw/games/favorites/ids', { ...guarded, schema: { tags, response: responses(favouriteIdsValue) } }, async (request) =>
    ok(await favouriteIdsOf(app.ctx, callerOf(request))),
  );

  app.post(
    '/lgw/games/favorites',
    { ...guarded, schema: { tags, body: favouriteBody, response: responses(emptyValue) } },
    async (request) => {
      await favourite(app.ctx, callerOf(request), request.body.nodeId);
      return ok(null);
    },
  );

  // The spec sends nodeId (and vendor, gameType) with the DELETE; the query carries them here.
  app.delete(
    '/lgw/games/favorites',
    { ...guarded, schema: { tags, querystring: favouriteBody, response: responses(emptyValue) } },
    async (request) => {
      await unfavourite(app.ctx, callerOf(request), request.query.nodeId);
      return ok(null);
    },
  );

  app.get(
    '/lgw/games/recent',
    { ...guarded, schema: { tags, querystring: pagedQuery, response: responses(recentGamesValue) } },
    async (request) => ok(await recentGames(app.ctx, callerOf(request), request.query)),
  );

  app.post(
    '/wps/game/launchGame',
    { preHandler: app.screened('play'), schema: { tags, body: launchGameBody, response: responses(launchGameValue) } },
    async (request) => ok(await launchGame(app.ctx, callerOf(request), { ...request.body, language: request.language })),
  );

  // No session needed (N): limited per IP like the other open calls that do work for a visitor.
  app.post(
    '/wps/game/launchGame/free',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, body: freeLaunchBody, response: responses(freeLaunchValue) },
    },
    async (request) => ok(await launchFreeGame(app.ctx, request.merchant, { nodeId: request.body.nodeId, language: request.language })),
  );

  app.get('/lgw/games/winners', { schema: { tags, querystring: winnersQuery, response: responses(winnersValue) } }, async (request) =>
    ok(await winnerBoard(app.ctx, request.merchant, request.query)),
  );

  app.get(
    '/wps/member/betRecords',
    { ...guarded, schema: { tags, querystring: betRecordQuery, response: responses(betRecordPage) } },
    async (request) => ok(await betRecordsOf(app.ctx, callerOf(request), request.query)),
  );

  app.get('/lgw/games/icon/:vendor/:file', { schema: { tags, hide: true, params: iconParams } }, async (request, reply) => {
    const gameCode = request.params.file.slice(0, -'.svg'.length);
    const name = await findGameName(app.ctx.db, request.params.vendor.toUpperCase(), gameCode);
    if (!name) throw new AppError('GAME_NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', ICON_CACHE)
      .send(gameIconSvg(request.params.vendor.toUpperCase(), gameCode, name));
  });

  app.get('/lgw/games/vendor-icon/:file', { schema: { tags, hide: true, params: vendorIconParams } }, async (request, reply) => {
    const vendor = request.params.file.slice(0, -'.svg'.length).toUpperCase();
    const name = await findVendorName(app.ctx.db, vendor);
    if (!name) throw new AppError('GAME_NOT_FOUND');
    return reply.type('image/svg+xml').header('Cache-Control', ICON_CACHE).send(vendorIconSvg(vendor, name));
  });
};
