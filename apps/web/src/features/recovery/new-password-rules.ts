import type { z } from 'zod';
import type { Language } from '@panalo/contract/constants';
import { errorMessage } from '@panalo/contract/error-codes';
import { passwordProblem, type RegistrationValidationConfig } from '@panalo/contract/registration';

/**
 * The checks on a new password and its confirmation, with the brand's password rule (the one
 * registration and change password use), for a zod superRefine.
 */
export function checkNewPassword(
  values: { newPassword: string; confirmNewPassword: string },
  ctx: z.RefinementCtx,
  config: RegistrationValidationConfig,
  language: Language,
): void {
  const problem = passwordProblem(values.newPassword, config, language);
  if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  if (!values.confirmNewPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: errorMessage('REQUIRED_FIELDS_MISSING', language) });
  } else if (!problem && values.confirmNewPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: errorMessage('PASSWORD_CONFIRMATION_MISMATCH', language) });
  }
}
