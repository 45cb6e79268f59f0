import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationValidationConfig } from '@panalo/contract/registration';
import { domainRouteValue, permissionValue, registerSettingsValue, systemStatusValue, whitelabelValue } from '@panalo/contract/system';
import { ok, responses } from '../../lib/http';
import { domainRoutes, permission, registerSettings, systemStatus, whitelabel } from './system.service';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ungated = { ungated: true };
  app.get('/wps/system/status', { config: ungated, schema: { tags, response: responses(systemStatusValue) } }, async (request) =>
    ok(systemStatus(request.merchant, request.ip)),
  );
  app.get('/wps/system/permission', { config: ungated, schema: { tags, response: responses(permissionValue) } }, async (request) =>
    ok(permission(app.ctx, request.merchant, request.ip)),
  );
  app.get('/wps/system/whitelabel', { config: ungated, schema: { tags, response: responses(whitelabelValue) } }, async (request) =>
    ok(whitelabel(request.merchant)),
  );
  app.get('/wps/system/domainRoute', { config: ungated, schema: { tags, response: responses(domainRouteValue) } }, async (request) =>
    ok(domainRoutes(request.merchant)),
  );
  app.get('/wps/system/setting/register', { schema: { tags, response: responses(registerSettingsValue) } }, async (request) =>
    ok(registerSettings(request.merchant)),
  );
  app.get(
    '/wps/system/setting/register/validation',
    { schema: { tags, response: responses(registrationValidationConfig) } },
    async (request) => ok(request.merchant.validation),
  );
};
