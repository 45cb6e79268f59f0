import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract schemas: JSON at /docs/json, browsable at /docs. */
export const openApiPlugin = fp(async (app) => {
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
