import { useMutation } from '@tanstack/react-query';
import { CLIENT_TYPE_WEB, PLATFORM_WEB } from '@panalo/contract/constants';
import { loginValue, type LoginValue } from '@panalo/contract/session';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/session/login/freeplay: a trial account of the merchant's trial brand. */
export const loginFreePlay = (): Promise<LoginValue> =>
  apiRequest('/wps/session/login/freeplay', loginValue, {
    method: 'POST',
    body: { platform: PLATFORM_WEB, os: navigator.platform || undefined, gatewayVersion: CLIENT_TYPE_WEB },
  });

export const useFreePlayLogin = () => useMutation({ mutationFn: loginFreePlay });
