import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The provably fair byte source (docs/provably-fair.md). It runs unchanged in the server and in
 * the browser's verifier page, so it uses @noble/hashes rather than node:crypto or WebCrypto
 * (WebCrypto is asynchronous and would make every game function asynchronous).
 *
 * Block `cursor` of round `nonce` is HMAC-SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:${cursor}`), both strings taken as UTF-8. A round reads blocks 0, 1, 2, …
 * as one stream; most rounds need only block 0.
 */

export const FAIR_BLOCK_BYTES = 32;

const utf8 = new TextEncoder();

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function assertCounter(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** The HMAC message of one block; the two integers at its end keep every (clientSeed, nonce, cursor) distinct. */
export function fairMessage(clientSeed: string, nonce: number, cursor: number): string {
  assertCounter('nonce', nonce);
  assertCounter('cursor', cursor);
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** 32 bytes of block `cursor` of round `nonce`. */
export function fairBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Uint8Array {
  return hmac(sha256, utf8.encode(serverSeed), utf8.encode(fairMessage(clientSeed, nonce, cursor)));
}

/** The commitment published before play: SHA-256 of the server seed's UTF-8 text, in lower-case hex. */
export const sha256Hex = (seed: string): string => toHex(sha256(utf8.encode(seed)));
