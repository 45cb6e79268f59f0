import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/**
 * OpenAPI generated from the contract schemas: JSON at /docs/json, browsable at /docs. API_DOCS
 * turns it off (the default in production): a public map of every call helps an attacker more
 * than a player, and with nothing registered /docs answers 404 like any unknown path.
 */
export const openApiPlugin = fp(async (app) => {
  if (!apiDocsOn(app.ctx.config)) return;
  // Loaded only where the docs are on (not in production by default).
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Panalo API',
        version: '0.1.0',
        description:
          'Player-site API. Answers are `{success, value}` or `{success:false, code, message}`. ' +
          "Send the brand in the `Merchant` header or call the brand's own domain; send `Authorization: Bearer <token>` for calls that need a session.",
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});

export const apiDocsOn = (config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean =>
  config.API_DOCS ? config.API_DOCS === 'on' : config.NODE_ENV !== 'production';
