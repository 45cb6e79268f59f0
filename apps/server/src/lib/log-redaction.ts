import type { FastifyRequest } from 'fastify';

/**
 * Addresses carry secrets: a game launch token (/originals?token=…, a vendor's page), a reset
 * link's key, a sign-in's one-time code, a payment page's token. The request log must not keep
 * them, so the logged URL has the value of every parameter whose name says "secret" replaced.
 */

export const REDACTED = '[redacted]';

/** Names that are secrets whole (compared in lower case)... */
const SECRET_NAMES = new Set(['code', 'key', 'state', 'sign', 'sid', 'session', 'auth', 'ticket', 'otp', 'pin', 'nonce']);
/** ...and parts that make any name a secret (loginCode, access_token, resetKey, apiKey, clientSecret). */
const SECRET_PARTS = [
  'token',
  'secret',
  'passw',
  'pwd',
  'signature',
  'logincode',
  'authcode',
  'auth_code',
  'resetkey',
  'apikey',
  'api_key',
];

export function isSecretParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || SECRET_PARTS.some((part) => lower.includes(part));
}

/**
 * The URL with each secret parameter's value replaced (the rest kept as sent, so a log reader sees
 * the request as it came). Works on the raw text: a malformed address is redacted all the same.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isSecretParameter(decodeName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  // A fragment never reaches a server; if a client sent one anyway, it is dropped rather than judged.
  return `${url.slice(0, queryAt)}?${redacted}`;
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Fastify's own request serializer, with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
