import { ERROR_CODES, type ErrorCode } from '@panalo/contract/error-codes';
import type { LoginVerification } from '@panalo/contract/session';

/**
 * Codes the client adds for failures that never reached (or never came back from) the server:
 * NETWORK (the connection failed, or a proxy answered without our envelope), OFFLINE (the browser
 * has no network), TIMEOUT (no answer within the call's time limit).
 */
export type ClientErrorCode = 'NETWORK' | 'OFFLINE' | 'TIMEOUT' | 'BAD_RESPONSE' | 'NO_SECURE_CONTEXT';

/** A failed call: the server's code and its already-translated message, plus per-field messages. */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  readonly fields: Record<string, string>;
  /** The server wants an image captcha on the next log-in attempt. */
  readonly captcha: boolean;
  readonly retryAfter: number | undefined;
  /** With TOO_MANY_REQUESTS on a log-in: the account is locked, and its owner can unlock it. */
  readonly accountLocked: boolean;
  /** With LOGIN_VERIFICATION_REQUIRED: where the new-IP log-in code went, and the challenge to answer. */
  readonly verification: LoginVerification | undefined;
  /** With RG_TIME_OUT and RG_SELF_EXCLUDED: when the break ends (epoch ms; null: permanent). */
  readonly endsAt: number | null | undefined;

  constructor(
    code: ErrorCode | ClientErrorCode,
    message: string,
    extra: {
      status?: number;
      fields?: Record<string, string>;
      captcha?: boolean;
      retryAfter?: number;
      accountLocked?: boolean;
      verification?: LoginVerification;
      endsAt?: number | null;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = extra.status ?? 0;
    this.fields = extra.fields ?? {};
    this.captcha = extra.captcha ?? false;
    this.retryAfter = extra.retryAfter;
    this.accountLocked = extra.accountLocked ?? false;
    this.verification = extra.verification;
    this.endsAt = extra.endsAt;
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN_CODES.has(code);

/**
 * The envelope's code as a catalogue code. A code this build does not know (a newer server) reads
 * as UNKNOWN_ERROR, so every `error.code === …` check below stays exhaustive and no cast is needed.
 */
export const toErrorCode = (code: unknown): ErrorCode => (isErrorCode(code) ? code : 'UNKNOWN_ERROR');

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Session errors: the stored token no longer works and must be dropped. */
export const isSessionError = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'NOT_LOGGED_IN' || error.code === 'SESSION_EXPIRED' || error.code === 'RG_SESSION_LIMIT');

/** The call may never have reached the server, or its answer was lost: the operation's outcome is unknown. */
export const isConnectionError = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'NETWORK' || error.code === 'OFFLINE' || error.code === 'TIMEOUT');
