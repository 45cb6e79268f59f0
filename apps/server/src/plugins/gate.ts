import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isRestricted } from '../lib/ip-rules';
import { isApiRequest } from './request-area';

/**
 * While a brand is in maintenance, or a visitor is outside its allowed region, only the status
 * calls answer; everything else is refused with the reason the status screen shows. The staff API
 * (routes naming a staff permission) stays open: the back office is how the brand is reopened.
 */
export const gatePlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    if (!isApiRequest(request) || request.routeOptions.config.ungated || request.routeOptions.config.staff) return;
    const { settings } = request.merchant;
    if (settings.maintenance.enabled) throw new AppError('MAINTENANCE');
    if (isRestricted(settings.regionRestriction, request.ip)) throw new AppError('REGION_RESTRICTED');
  });
});
