import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { loginVerification } from './session';

/** Every answer is `{ success: true, value }` or `{ success: false, code, message }`. */
export const okEnvelope = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** Per-field messages when the input failed validation. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Set on a failed log-in when the next attempt must carry a captcha. */
  captcha: z.boolean().optional(),
  /** Seconds until a rate-limited call may be tried again. */
  retryAfter: z.number().int().optional(),
  /** With TOO_MANY_REQUESTS on a log-in: the account is locked; its owner can lift it (POST /wps/session/unlock). */
  accountLocked: z.boolean().optional(),
  /** The member's main balance, on a refused seamless-wallet call (so a vendor can show it). */
  balance: z.number().int().optional(),
  /** With WAGERING_OPEN: the bet turnover (minor units) still needed before bonus money can leave. */
  turnoverLeft: z.number().int().optional(),
  /** With LOGIN_VERIFICATION_REQUIRED: where the new-IP log-in code went, and the challenge to answer. */
  verification: loginVerification.optional(),
  /** With RG_TIME_OUT and RG_SELF_EXCLUDED: when the break ends (epoch ms; null: permanent). */
  endsAt: z.number().int().nullable().optional(),
  /** With KYC_REQUIRED from a money or play call: when the KYC deadline passed (epoch ms). */
  kycDeadline: z.number().int().optional(),
  /** With RG_DEPOSIT_LIMIT, RG_LOSS_LIMIT, RG_WAGER_LIMIT: which of the member's limits, and when its period resets. */
  limit: z
    .object({
      key: z.string(),
      period: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
      resetsAt: z.number().int(),
      resetsAtText: z.string(),
    })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const emptyValue = z.null();
