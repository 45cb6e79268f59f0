import { useMutation } from '@tanstack/react-query';
import { passwordByEmailValue, type PasswordByEmailRequest, type PasswordByEmailValue } from '@panalo/contract/verification';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /wps/member/password/email: a one-time reset link to the account's e-mail. The answer is
 * the same whether or not the account exists (docs/mail.md), so the page says "if it matches".
 */
export const requestResetEmail = (request: PasswordByEmailRequest): Promise<PasswordByEmailValue> =>
  apiRequest('/wps/member/password/email', passwordByEmailValue, { method: 'POST', body: request });

export const useRequestResetEmail = () => useMutation({ mutationFn: requestResetEmail });
