import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isRestricted } from '../lib/ip-rules';
import { isApiRequest } from './request-area';

/**
 * While a brand is in maintenance, or a visitor is outside its allowed region, only the status
 * calls answer; everything else is refused with the reason the status screen shows.
 */
export const gatePlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    if (!isApiRequest(request) || request.routeOptions.config.ungated) return;
    const { settings } = request.merchant;
    if (settings.maintenance.enabled) throw new AppError('MAINTENANCE');
    if (isRestricted(settings.regionRestriction, request.ip)) throw new AppError('REGION_RESTRICTED');
  });
});
