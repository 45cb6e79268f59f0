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
      /** With TOO_MANY_REQUESTS on a log-in: the account itself is locked (its owner may unlock it). */
      accountLocked?: boolean;
      balance?: number;
      turnoverLeft?: number;
      verification?: LoginVerification;
      /** With RG_TIME_OUT and RG_SELF_EXCLUDED: when the break ends (null: permanent). */
      endsAt?: number | null;
      /** With KYC_REQUIRED from the money screen: when the KYC deadline passed (epoch ms). */
      kycDeadline?: number;
      /** A responsible-gaming limit's refusal: which limit, and when its period ends. */
      limit?: { key: string; period: 'DAILY' | 'WEEKLY' | 'MONTHLY'; resetsAt: number; resetsAtText: string };
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
