import { useMutation } from '@tanstack/react-query';
import { loginValue, type LoginValue } from '@panalo/contract/session';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/session/login/code: the one-time code a social sign-in left in the address, for a session. */
export const redeemLoginCode = (code: string): Promise<LoginValue> =>
  apiRequest('/wps/session/login/code', loginValue, { method: 'POST', body: { code } });

export const useRedeemLoginCode = () => useMutation({ mutationFn: redeemLoginCode });
