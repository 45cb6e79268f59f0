import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, errorStatus, type ErrorCode } from '@panalo/contract/error-codes';
import { AppError } from '../lib/app-error';

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const { code, extra } = error;
  if (extra.retryAfter) reply.header('retry-after', String(extra.retryAfter));
  return reply.status(errorStatus(code)).send({ success: false, code, message: errorMessage(code, request.language), ...extra });
}

/** Schema failures name each field; the message is the catalogue's, in the user's language. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    fields[field] ??= issue.message ?? 'invalid';
  }
  return fields;
}

function codeForFrameworkError(error: FastifyError): ErrorCode {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'TOO_MANY_REQUESTS';
  if (error.statusCode === 404) return 'NOT_FOUND';
  return 'VALIDATION_FAILED';
}

/**
 * Every failure leaves as the envelope `{ success: false, code, message }`. Client mistakes get a
 * 4xx from the catalogue; only a fault of ours is a 500, and it is logged with its stack.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, new AppError('VALIDATION_FAILED', { fields: validationFields(error) }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(request, reply, new AppError(codeForFrameworkError(error)));
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, new AppError('UNKNOWN_ERROR'));
  });
});
