import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { CallbackRefusal } from './payment-gateway';

/**
 * The callback signature of the sandbox gateway, which a real gateway may share (docs/payments.md):
 *   signature = hex(HMAC-SHA256(secret, `${timestamp}.${nonce}.${rawBody}`))
 * with the timestamp in epoch seconds. Signing the raw bytes (not re-serialised JSON) means what
 * was signed is exactly what arrived; the timestamp bounds how long a captured callback is any
 * use, and the nonce (checked in the database) makes each one usable once.
 */
export interface SignatureHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
}

/** How far a callback's timestamp may be from our clock, either way. */
export const CALLBACK_TOLERANCE_SECONDS = 300;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

const mac = (secret: string, timestamp: string, nonce: string, rawBody: Buffer): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.${nonce}.`).update(rawBody).digest();

/** Signs a body as a gateway would: a fresh nonce per delivery attempt. */
export function signCallback(
  secret: string,
  rawBody: Buffer,
  now: number,
  nonce = randomBytes(18).toString('base64url'),
): SignatureHeaders {
  const timestamp = String(Math.floor(now / 1000));
  return { timestamp, nonce, signature: mac(secret, timestamp, nonce, rawBody).toString('hex') };
}

/** The three signature headers of a request, under the gateway's header prefix. */
export function signatureHeadersOf(headers: IncomingHttpHeaders, prefix: string): SignatureHeaders | null {
  const read = (name: string) => {
    const value = headers[`${prefix}-${name}`];
    return typeof value === 'string' ? value : null;
  };
  const timestamp = read('timestamp');
  const nonce = read('nonce');
  const signature = read('signature');
  return timestamp && nonce && signature ? { timestamp, nonce, signature } : null;
}

/**
 * Checks a signature against each secret that may have made it (the brand's current one, and the
 * previous one during a rotation's grace), each in constant time and all of them always, then the
 * timestamp; null when both hold.
 */
export function verifySignature(
  secrets: readonly string[],
  signed: SignatureHeaders | null,
  rawBody: Buffer,
  now: number,
): CallbackRefusal | null {
  if (!signed || !/^\d{1,12}$/.test(signed.timestamp) || !NONCE.test(signed.nonce) || !HEX_SHA256.test(signed.signature)) {
    return 'SIGNATURE';
  }
  const given = Buffer.from(signed.signature, 'hex');
  let matched = false;
  for (const secret of secrets) {
    if (timingSafeEqual(mac(secret, signed.timestamp, signed.nonce, rawBody), given)) matched = true;
  }
  if (!matched) return 'SIGNATURE';
  const skew = Math.abs(Math.floor(now / 1000) - Number(signed.timestamp));
  return skew > CALLBACK_TOLERANCE_SECONDS ? 'STALE' : null;
}
