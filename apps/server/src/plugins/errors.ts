import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '@panalo/contract/constants';
import {
  errorMessage,
  errorStatus,
  isErrorCode,
  playLimitMessage,
  retryMessage,
  wageringMessage,
  type ErrorCode,
} from '@panalo/contract/error-codes';
import { AppError } from '../lib/app-error';

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const { code, extra } = error;
  if (extra.retryAfter) reply.header('retry-after', String(extra.retryAfter));
  // A limit's message states its real wait, not a fixed one.
  const message =
    code === 'TOO_MANY_REQUESTS' && typeof extra.retryAfter === 'number'
      ? retryMessage(extra.retryAfter, request.language)
      : code === 'WAGERING_OPEN' && typeof extra.turnoverLeft === 'number'
        ? wageringMessage(extra.turnoverLeft, request.language)
        : extra.limit && (code === 'RG_DEPOSIT_LIMIT' || code === 'RG_LOSS_LIMIT' || code === 'RG_WAGER_LIMIT')
          ? playLimitMessage(code, extra.limit.period, extra.limit.resetsAtText, request.language)
          : errorMessage(code, request.language);
  return reply.status(errorStatus(code)).send({ success: false, code, message, ...extra });
}

interface SchemaIssue {
  field: string;
  /** The catalogue code the contract gave this field's schema (`z.boolean({ error: 'CODE' })`), if any. */
  code: ErrorCode | null;
  missing: boolean;
}

function schemaIssues(error: FastifyError): SchemaIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body',
    code: isErrorCode(issue.message) ? issue.message : null,
    missing: issue.keyword === 'invalid_type' && / received undefined$/.test(issue.message ?? ''),
  }));
}

/**
 * A schema failure answers with the catalogue, never with the schema library's own text: when the
 * only failing fields are ones whose schema names the same catalogue code, that is the answer's
 * code; otherwise it is VALIDATION_FAILED. Each failing field is named in `fields` with a catalogue message in the
 * user's language: its own code's, REQUIRED_FIELDS_MISSING when it is absent, else VALIDATION_FAILED's.
 */
function validationError(error: FastifyError, language: Language): AppError {
  const issues = schemaIssues(error);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const code = issue.code ?? (issue.missing ? 'REQUIRED_FIELDS_MISSING' : 'VALIDATION_FAILED');
    fields[issue.field] ??= errorMessage(code, language);
  }
  // One problem keeps its own code; several different ones are VALIDATION_FAILED, each named in fields.
  const codes = new Set(issues.map((issue) => issue.code ?? 'VALIDATION_FAILED'));
  const [only] = codes;
  return new AppError(codes.size === 1 && only ? only : 'VALIDATION_FAILED', { fields });
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
      return sendError(request, reply, validationError(error, request.language));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(request, reply, new AppError(codeForFrameworkError(error)));
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, new AppError('UNKNOWN_ERROR'));
  });
});
