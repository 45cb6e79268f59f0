import { initialLang } from './i18n';

/*
 * The back office's one way to the server: the `{ success, value }` envelope of the staff API,
 * the staff session's bearer token (kept for this tab only) and the language for error messages.
 */

const TOKEN = 'panalo.bo.token';
const BRAND = 'panalo.bo.brand';

export const staffToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN),
  set: (token: string) => sessionStorage.setItem(TOKEN, token),
  /** The session is gone: the brand picked with it goes too. */
  clear: () => {
    sessionStorage.removeItem(TOKEN);
    sessionStorage.removeItem(BRAND);
  },
};

/**
 * The platform owner's picked brand (its code), for this tab: named in the `Merchant` header of
 * each staff call, which the server honours only with a platform owner's session. None: the
 * brand of the address. The sign-in calls never carry it (staff sign in on their own brand).
 */
export const pickedBrand = {
  get: (): string | null => sessionStorage.getItem(BRAND),
  set: (code: string | null) => (code ? sessionStorage.setItem(BRAND, code) : sessionStorage.removeItem(BRAND)),
};

const brandHeader = (path: string): Record<string, string> => {
  const code = pickedBrand.get();
  return code && !path.startsWith('/wps/operator/session/') ? { Merchant: code } : {};
};

/** A refusal of the server: its catalogue code and its message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** VALIDATION_FAILED: the message of each field the server refused, by path. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Codes that mean the staff session is gone: the sign-in screen comes back. */
export const SESSION_ENDED = new Set(['NOT_LOGGED_IN', 'SESSION_EXPIRED', 'OPERATOR_ONLY']);

type Listener = () => void;
const endedListeners = new Set<Listener>();
export const onSessionEnded = (listener: Listener): (() => void) => {
  endedListeners.add(listener);
  return () => {
    endedListeners.delete(listener);
  };
};

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  /** Extra headers of one call (an Idempotency-Key). */
  extra: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json', 'Accept-Language': initialLang() === 'tl' ? 'tl' : 'en' };
  const token = staffToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, brandHeader(path));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('NETWORK', '', 0);
  }
  const data = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    code?: string;
    message?: string;
    fields?: Record<string, string>;
  } | null;
  if (response.ok && data?.success) return data.value as T;
  const error = new ApiError(data?.code ?? 'UNKNOWN', data?.message ?? '', response.status, data?.fields);
  if (token && SESSION_ENDED.has(error.code)) {
    staffToken.clear();
    for (const listener of endedListeners) listener();
  }
  throw error;
}

/**
 * A file the staff API serves only with the staff session (a KYC image, a receipt or payout proof): fetched with the bearer
 * token and handed to the page as an object URL. The caller revokes the URL when done.
 */
export async function apiObjectUrl(path: string): Promise<string> {
  const token = staffToken.get();
  const response = await fetch(path, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...brandHeader(path) } }).catch(
    () => null,
  );
  if (!response) throw new ApiError('NETWORK', '', 0);
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(data?.code ?? 'UNKNOWN', data?.message ?? '', response.status);
  }
  return URL.createObjectURL(await response.blob());
}
