import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorMessage, errorStatus } from '@panalo/contract/error-codes';
import type { Studio } from './studio-context';
import { lastPaidOutcomes } from './studio-history.repository';

const ROAD_SIZE = 60;
const params = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
const query = z.object({ game: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) }).passthrough();

/**
 * A live table's history road: the results of its last rounds, whoever played them, newest first
 * (as a table's scoreboard shows every hand dealt at it). Only results: no player, stake or payout.
 */
export function registerHistoryRoute(app: FastifyInstance, studio: Studio): void {
  app.get('/studio/:vendor/history', { schema: { hide: true } }, async (request, reply) => {
    const parsedParams = params.safeParse(request.params);
    const parsedQuery = query.safeParse(request.query ?? {});
    if (!parsedParams.success || !parsedQuery.success) {
      const language = (request.headers['accept-language'] ?? '').toString().startsWith('tl') ? 'TY' : 'EN';
      return reply
        .code(errorStatus('VALIDATION_FAILED'))
        .send({ success: false, code: 'VALIDATION_FAILED', message: errorMessage('VALIDATION_FAILED', language) });
    }
    const rows = await lastPaidOutcomes(studio.db, parsedParams.data.vendor, parsedQuery.data.game, ROAD_SIZE);
    const road: string[] = [];
    for (const row of rows) {
      const mark = row.outcome
        ? (JSON.parse(row.outcome) as { result?: { outcome?: { road?: unknown } } }).result?.outcome?.road
        : undefined;
      if (typeof mark === 'string') road.push(mark);
    }
    return reply.send({ success: true, value: { road } });
  });
}
