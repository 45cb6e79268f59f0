import type { z } from 'zod';
import { encryptBody } from '@panalo/contract/encrypted-body';
import { loginVerification } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { i18n, acceptLanguage } from './i18n';
import { deviceId } from './device-id';
import { ApiError, isSessionError, toErrorCode } from './api-error';
import { sessionStore } from './session-store';
import { ipLockStore } from './ip-lock-store';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** For calls marked (E): the server's public key from the permission call. */
  encryption?: EncryptionKeyValue;
  /** Send the session token (calls marked (T)). */
  auth?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a money call. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How long the call may take, answer included, before it fails with TIMEOUT. */
  timeoutMs?: number;
}

/**
 * The time one call may take before the page says "The page took longer time to load" (spec 000
 * section 8). Long enough for a slow mobile link, short enough that nobody waits on a dead one.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

interface RawEnvelope {
  success?: unknown;
  value?: unknown;
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  captcha?: unknown;
  retryAfter?: unknown;
  accountLocked?: unknown;
  verification?: unknown;
  endsAt?: unknown;
}

/**
 * One place that speaks the `{ success, value }` envelope: adds the language and token headers,
 * encrypts (E) bodies, turns failures into ApiError and checks answers against the contract, so a
 * server that drifts from the contract shows up as a clear error instead of a broken screen.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: ApiRequestOptions = {}): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(),
    'X-Device-Id': deviceId(),
  };
  const token = options.auth ? sessionStore.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(await prepareBody(method, path, options.body, options.encryption));
  }

  // Offline, the call cannot succeed: say so at once instead of waiting for the browser to give up.
  if (isOffline()) throw new ApiError('OFFLINE', i18n.t('errors.network'));

  const deadline = withDeadline(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  let json: RawEnvelope | null;
  try {
    response = await fetch(withQuery(path, options.query), { method, headers, body, signal: deadline.signal });
    json = (await response.json().catch((error: unknown) => {
      if (deadline.signal.aborted) throw error;
      return null;
    })) as RawEnvelope | null;
  } catch (error) {
    if (deadline.timedOut()) throw new ApiError('TIMEOUT', i18n.t('errors.timeout'));
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(isOffline() ? 'OFFLINE' : 'NETWORK', i18n.t('errors.network'));
  } finally {
    deadline.done();
  }

  if (!json || typeof json !== 'object') {
    throw new ApiError(response.ok ? 'BAD_RESPONSE' : 'NETWORK', i18n.t(response.ok ? 'errors.badResponse' : 'errors.network'), {
      status: response.status,
    });
  }
  if (json.success !== true) {
    const error = toApiError(json, response.status);
    // Any call may learn that the IP is locked: the site then shows its IP-lock screen.
    if (error.code === 'IP_LOCKED') ipLockStore.lock(error.retryAfter);
    // A dead session is dropped at once so every screen falls back to the logged-out view.
    if (token && isSessionError(error)) sessionStore.clear(error.code === 'RG_SESSION_LIMIT' ? 'sessionLimit' : 'expired');
    throw error;
  }
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    console.error(`Answer of ${method} ${path} does not match the contract`, parsed.error.issues);
    throw new ApiError('BAD_RESPONSE', i18n.t('errors.badResponse'), { status: response.status });
  }
  return parsed.data;
}

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The caller's signal (a query cancelled) joined with the call's own time limit. */
function withDeadline(outer: AbortSignal | undefined, ms: number): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

async function prepareBody(method: string, path: string, body: unknown, encryption: EncryptionKeyValue | undefined): Promise<unknown> {
  if (!encryption) return body;
  if (globalThis.crypto?.subtle) {
    return encryptBody(encryption.jwk as JsonWebKey, encryption.keyId, method, path, body);
  }
  // WebCrypto exists only on secure origins (https or localhost); plain JSON only if the brand allows it.
  if (encryption.plainAccepted) return body;
  throw new ApiError('NO_SECURE_CONTEXT', i18n.t('errors.noSecureContext'));
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function toApiError(json: RawEnvelope, status: number): ApiError {
  const message = typeof json.message === 'string' && json.message ? json.message : i18n.t('errors.unknown');
  const fields =
    json.fields && typeof json.fields === 'object'
      ? Object.fromEntries(
          Object.entries(json.fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  return new ApiError(toErrorCode(json.code), message, {
    status,
    fields,
    captcha: json.captcha === true,
    retryAfter: typeof json.retryAfter === 'number' ? json.retryAfter : undefined,
    accountLocked: json.accountLocked === true,
    verification: loginVerification.safeParse(json.verification).data,
    endsAt: typeof json.endsAt === 'number' || json.endsAt === null ? json.endsAt : undefined,
  });
}
