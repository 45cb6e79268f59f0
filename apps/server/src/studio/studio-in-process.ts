import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/executor';
import { vendorSecret } from '../modules/seamless/vendor-secret';
import { PlatformClient, type BrandRef, type PlatformTransport } from './platform-client';
import type { Studio } from './studio-context';
import type { StudioDb } from './studio-schema';

/**
 * The studio mounted in the platform's own server (the default, and the demo's): its calls go
 * through the server's HTTP pipeline (app.inject), its tables sit in the same database, and the
 * vendor secrets are the ones the operator would hand it (`npm run brand -- vendor-secret`).
 */
export function inProcessStudio(app: FastifyInstance, db: Db): Studio {
  const transport: PlatformTransport = async (request) => {
    const answer = await app.inject({ method: request.method, url: request.path, headers: request.headers, payload: request.body });
    let body: unknown = null;
    try {
      body = answer.json();
    } catch {
      body = null;
    }
    return { status: answer.statusCode, body };
  };
  const secretOf = async (brand: BrandRef, vendorCode: string) => {
    const merchants = app.ctx.merchants;
    const merchant = brand.code ? await merchants.byCode(brand.code) : await merchants.byDomain((brand.host ?? '').replace(/:\d+$/, ''));
    return merchant ? vendorSecret(app.ctx, merchant, vendorCode) : null;
  };
  const now = () => app.ctx.clock.now();
  return { db: db as unknown as StudioDb, platform: new PlatformClient(transport, secretOf, now), now, dialect: app.ctx.dialect };
}
