import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@panalo/contract/constants';
import { captchaQueryOptions, useCaptchaQuery } from '../api/get-captcha';

export interface CaptchaState {
  captchaId: string | undefined;
  image: string | undefined;
  isLoading: boolean;
  error: Error | null;
  /** New image; the server allows one per second, so faster calls wait for the window to pass. */
  refresh: () => void;
  /** True for a second after a refresh, so the button cannot hammer the server. */
  coolingDown: boolean;
}

export function useCaptcha(scope: string, enabled: boolean): CaptchaState {
  const queryClient = useQueryClient();
  const query = useCaptchaQuery(scope, enabled);
  const lastFetch = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const [coolingDown, setCoolingDown] = useState(false);

  // Count the first automatic load towards the throttle as well.
  useEffect(() => {
    if (query.dataUpdatedAt) lastFetch.current = Math.max(lastFetch.current, query.dataUpdatedAt);
  }, [query.dataUpdatedAt]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    window.clearTimeout(timer.current);
    const wait = Math.max(0, lastFetch.current + CAPTCHA_REFRESH_THROTTLE_MS - Date.now());
    setCoolingDown(true);
    timer.current = window.setTimeout(() => {
      lastFetch.current = Date.now();
      void queryClient.refetchQueries({ queryKey: captchaQueryOptions(scope).queryKey });
      timer.current = window.setTimeout(() => setCoolingDown(false), CAPTCHA_REFRESH_THROTTLE_MS);
    }, wait);
  }, [queryClient, scope]);

  return {
    captchaId: query.data?.captchaId,
    image: query.data?.image,
    isLoading: query.isFetching,
    error: query.error,
    refresh,
    coolingDown,
  };
}
