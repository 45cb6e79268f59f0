import type { ErrorCode } from '@panalo/contract/error-codes';
import { isApiError, isErrorCode } from './api-error';

/**
 * Which field of a form shows a refusal of the server, by catalogue code: `{ PAYMENT_PASSWORD_INCORRECT: 'pin' }`.
 * Keyed by ErrorCode, so a misspelt or retired code fails to compile; codes not listed show above the form.
 */
export type ErrorFieldMap<F extends string> = { readonly [C in ErrorCode]?: F };

/** A failed submission as a form shows it. */
export interface SubmitFailure<F extends string> {
  /** The field the message belongs under; none: the message goes above the form. */
  field?: F;
  message: string;
  /** The server's own per-field messages (validation of several fields at once). */
  fields: Record<string, string>;
  error: unknown;
}

/** Places a failure: under the field its code maps to, else above the form. */
export function describeFailure<F extends string>(error: unknown, map: ErrorFieldMap<F>, fallbackMessage: string): SubmitFailure<F> {
  const message = error instanceof Error ? error.message : fallbackMessage;
  if (!isApiError(error)) return { message, fields: {}, error };
  const field = isErrorCode(error.code) ? map[error.code] : undefined;
  return { field, message, fields: error.fields, error };
}
