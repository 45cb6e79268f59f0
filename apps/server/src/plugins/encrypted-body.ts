import fp from 'fastify-plugin';
import { encryptedBody } from '@panalo/contract/encrypted-body';
import { AppError } from '../lib/app-error';

/**
 * Calls marked (E) take `{ encrypted: {…} }` (see the contract's encrypted-body). The body is
 * decrypted before validation, so the route sees the plain payload. Whether plain JSON is also
 * taken is the brand's `acceptPlainBody` setting.
 */
export const encryptedBodyPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && 'encrypted' in body) {
      const parsed = encryptedBody.safeParse(body);
      if (!parsed.success) throw new AppError('DECRYPTION_FAILED');
      try {
        request.body = await app.ctx.bodyKeys.decrypt(parsed.data, request.method, request.url);
      } catch {
        throw new AppError('DECRYPTION_FAILED');
      }
      return;
    }
    if (!request.merchant.settings.acceptPlainBody) throw new AppError('ENCRYPTION_REQUIRED');
  });
});
