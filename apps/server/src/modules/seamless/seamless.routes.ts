import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  SEAMLESS_HEADER_PREFIX,
  SEAMLESS_VENDOR_HEADER,
  seamlessAnswer,
  seamlessBalanceRequest,
  seamlessBetRequest,
  seamlessRollbackRequest,
  seamlessRoundEndRequest,
  seamlessWinRequest,
} from '@panalo/contract/seamless';
import { signatureHeadersOf, verifySignature } from '../../adapters/payments/callback-signature';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { seamlessRollback, seamlessWin } from './seamless-payout.service';
import { seamlessBalance, seamlessBet, seamlessRoundEnd } from './seamless.service';
import { vendorSecretsAccepted } from './vendor-secret';

const BODY_LIMIT = 16 * 1024;
const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;

/**
 * The seamless wallet API for vendors (docs/seamless-wallet.md): POST /lgw/seamless/v1/<call>, the
 * vendor named by a header, the raw body signed like the payment callbacks (timestamp, nonce,
 * HMAC-SHA256 with the vendor's secret at this brand), checked before the body is even parsed. These calls pass
 * the maintenance gate: a round already played must settle while the site is closed to players.
 */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Metrics: each call counted by vendor, call and outcome (ok, or the refusal's code). Only a
  // signed call names its vendor: anyone can write a header, and each name would be a new series.
  const signedBy = new WeakMap<FastifyRequest, string>();
  const refusals = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', async (request, _reply, error) => {
    refusals.set(request, error instanceof AppError ? error.code : 'UNKNOWN_ERROR');
  });
  app.addHook('onResponse', async (request) => {
    const call = request.routeOptions.url?.split('/').at(-1) ?? 'unknown';
    app.ctx.metrics.seamlessCall(signedBy.get(request) ?? 'unsigned', call, refusals.get(request) ?? 'ok');
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  /** The vendor and the body of a signed call; a bad signature or stale timestamp is refused first. */
  async function signed<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<{ vendor: string; body: z.infer<T> }> {
    const header = request.headers[SEAMLESS_VENDOR_HEADER];
    const vendor = typeof header === 'string' ? header.trim().toUpperCase() : '';
    if (!VENDOR_CODE.test(vendor)) throw new AppError('SIGNATURE_INVALID');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const refusal = verifySignature(
      await vendorSecretsAccepted(app.ctx, request.merchant, vendor),
      signatureHeadersOf(request.headers, SEAMLESS_HEADER_PREFIX),
      raw,
      app.ctx.clock.now(),
    );
    if (refusal === 'STALE') throw new AppError('SIGNATURE_STALE');
    if (refusal) throw new AppError('SIGNATURE_INVALID');
    signedBy.set(request, vendor);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('VALIDATION_FAILED');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
      throw new AppError('VALIDATION_FAILED', { fields });
    }
    return { vendor, body: parsed.data };
  }

  const route = {
    bodyLimit: BODY_LIMIT,
    config: { ungated: true },
    schema: { tags: ['seamless wallet'], response: responses(seamlessAnswer) },
  };

  app.post('/lgw/seamless/v1/balance', route, async (request) => {
    const { vendor, body } = await signed(request, seamlessBalanceRequest);
    return ok(await seamlessBalance(app.ctx, request.merchant, vendor, body.token));
  });
  app.post('/lgw/seamless/v1/bet', route, async (request) => {
    const { vendor, body } = await signed(request, seamlessBetRequest);
    return ok(await seamlessBet(app.ctx, request.merchant, vendor, body));
  });
  app.post('/lgw/seamless/v1/win', route, async (request) => {
    const { vendor, body } = await signed(request, seamlessWinRequest);
    return ok(await seamlessWin(app.ctx, request.merchant, vendor, body));
  });
  app.post('/lgw/seamless/v1/rollback', route, async (request) => {
    const { vendor, body } = await signed(request, seamlessRollbackRequest);
    return ok(await seamlessRollback(app.ctx, request.merchant, vendor, body));
  });
  app.post('/lgw/seamless/v1/round-end', route, async (request) => {
    const { vendor, body } = await signed(request, seamlessRoundEndRequest);
    return ok(await seamlessRoundEnd(app.ctx, request.merchant, vendor, body));
  });
};
