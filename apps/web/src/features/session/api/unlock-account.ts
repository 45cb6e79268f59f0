import { useMutation } from '@tanstack/react-query';
import {
  unlockSent,
  unlockValue,
  type UnlockByCodeRequest,
  type UnlockByLinkRequest,
  type UnlockRequest,
  type UnlockSent,
  type UnlockValue,
} from '@panalo/contract/session';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/session/unlock: the code (SMS) or link (e-mail) goes to the locked account's own channel. */
export const requestUnlock = (request: UnlockRequest): Promise<UnlockSent> =>
  apiRequest('/wps/session/unlock', unlockSent, { method: 'POST', body: request });

/** POST /wps/session/unlock/code: the SMS code lifts the lock. */
export const unlockByCode = (request: UnlockByCodeRequest): Promise<UnlockValue> =>
  apiRequest('/wps/session/unlock/code', unlockValue, { method: 'POST', body: request });

/** POST /wps/session/unlock/link: the mailed link's token lifts the lock. */
export const unlockByLink = (request: UnlockByLinkRequest): Promise<UnlockValue> =>
  apiRequest('/wps/session/unlock/link', unlockValue, { method: 'POST', body: request });

export const useRequestUnlock = () => useMutation({ mutationFn: requestUnlock });
export const useUnlockByCode = () => useMutation({ mutationFn: unlockByCode });
export const useUnlockByLink = () => useMutation({ mutationFn: unlockByLink });
