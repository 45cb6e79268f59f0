import { LOGIN_CODE_PARAM, LOGIN_ERROR_PARAM } from '@panalo/contract/identity';
import type { ErrorCode } from '@panalo/contract/error-codes';
import { toErrorCode } from '../../lib/api-error';

/** The `loginCode` a finished social sign-in put in the fragment (`/#loginCode=…`), if any. */
export function loginCodeFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get(LOGIN_CODE_PARAM)?.trim();
  return code ? code : null;
}

/** The catalogue code of a failed social sign-in (`/login?loginError=CODE`); unknown codes count as unknown errors. */
export function loginErrorFromSearch(search: string): ErrorCode | null {
  const code = new URLSearchParams(search).get(LOGIN_ERROR_PARAM);
  if (!code) return null;
  return toErrorCode(code);
}

export const loginErrorPath = (code: string): string => `/login?${LOGIN_ERROR_PARAM}=${encodeURIComponent(code)}`;
