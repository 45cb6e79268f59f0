import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

function hasNullByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNullByte(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character and no real field needs one, so any input that
 * carries one is refused as invalid before it reaches a query.
 */
export const nullBytesPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (hasNullByte(request.query) || hasNullByte(request.body) || hasNullByte(request.params)) {
      throw new AppError('VALIDATION_FAILED');
    }
  });
});
