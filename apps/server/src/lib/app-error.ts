import type { ErrorCode } from '@panalo/contract/error-codes';
import type { LoginVerification } from '@panalo/contract/session';

/** A failure the client can act on: a catalogue code, plus what the envelope may carry with it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extra: {
      fields?: Record<string, string>;
      captcha?: boolean;
      retryAfter?: number;
      balance?: number;
      turnoverLeft?: number;
      verification?: LoginVerification;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
