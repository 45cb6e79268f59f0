import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffBrandList } from '@panalo/contract/staff';
import { ok, responses } from '../../lib/http';
import { listActiveBrands } from './staff.repository';

/**
 * The platform owner's brand picker. Only the platform-owner role has `brands.switch`; the picked
 * brand is then named in the `Merchant` header of each staff call, which the staff guard accepts
 * only with a platform owner's session (any other staff session belongs to its own brand alone).
 */
export const staffBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/operator/brands',
    { config: { staff: 'brands.switch' }, schema: { tags: ['operator'], response: responses(staffBrandList) } },
    async () => ok({ list: await listActiveBrands(app.ctx.db) }),
  );
};
