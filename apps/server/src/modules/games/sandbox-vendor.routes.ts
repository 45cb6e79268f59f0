import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toLanguage } from '@panalo/contract/constants';
import { errorMessage, errorStatus } from '@panalo/contract/error-codes';
import { PRIZE_MODES, LOTTO_AREAS, LOTTO_VIEWS } from '@panalo/contract/games';
import { renderSandboxVendorError, renderSandboxVendorPage, SANDBOX_VENDOR_HEADERS } from '../../adapters/vendors/sandbox-vendor-page';
import { AppError } from '../../lib/app-error';
import { sandboxVendorView } from './sandbox-vendor.service';

/** The built-in vendor page: vendors whose launch URL is this path show the game and the member's balance there. */
export const SANDBOX_VENDOR_PAGE = '/lgw/sandbox-vendor/play';

// Only what the launch sends; anything else in the address is ignored, never shown.
const playQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  lang: z.string().max(8).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional().catch(undefined),
  lottoArea: z.enum(LOTTO_AREAS).optional().catch(undefined),
  lottoView: z.enum(LOTTO_VIEWS).optional().catch(undefined),
});

/**
 * GET /lgw/sandbox-vendor/play?token=…: the page a launch of a sandbox vendor opens (in the site's
 * game frame). The game session token identifies the member; the answer is HTML either way, with
 * the catalogue's status and message when the token is not a live session (401) or the game is
 * gone (404).
 */
export const sandboxVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SANDBOX_VENDOR_PAGE, { schema: { hide: true } }, async (request, reply) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const language = typeof raw.lang === 'string' ? toLanguage(raw.lang) : request.language;
    const page = (status: number, html: string) => reply.code(status).headers(SANDBOX_VENDOR_HEADERS).send(html);
    const query = playQuery.safeParse(raw);
    try {
      if (!query.success) throw new AppError('GAME_SESSION_INVALID');
      const view = await sandboxVendorView(app.ctx, request.merchant, query.data.token);
      const { prizeMode, lottoArea, lottoView } = query.data;
      return page(200, renderSandboxVendorPage({ ...view, lottery: { prizeMode, lottoArea, lottoView } }, language));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return page(errorStatus(error.code), renderSandboxVendorError(errorMessage(error.code, language), language));
    }
  });
};
