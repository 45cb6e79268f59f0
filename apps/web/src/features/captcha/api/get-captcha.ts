import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaValue, type CaptchaValue } from '@panalo/contract/session';
import { apiRequest } from '../../../lib/api-client';

export const getCaptcha = (signal?: AbortSignal): Promise<CaptchaValue> => apiRequest('/wps/captcha', captchaValue, { signal });

/** Each form has its own captcha; an answer is used once, so it is never cached or shared. */
export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: ['captcha', scope],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useCaptchaQuery = (scope: string, enabled: boolean) => useQuery({ ...captchaQueryOptions(scope), enabled });
