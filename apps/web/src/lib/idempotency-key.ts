import { isApiError, isConnectionError } from './api-error';

/** crypto.randomUUID exists only on secure origins; getRandomValues works everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one money submission. The same payload sent again (a retry after a
 * network failure, a double click) reuses the key, so the server applies it at most once and
 * answers the retry with the first result; a changed payload, or a finished submission, gets a
 * new key.
 */
export class IdempotencyKeys {
  private pending: { payload: string; key: string } | null = null;

  keyFor(payload: unknown): string {
    const text = JSON.stringify(payload);
    if (this.pending?.payload !== text) this.pending = { payload: text, key: newKey() };
    return this.pending.key;
  }

  /**
   * Call when a submission ends. A success or a refusal is final (the server keeps the refusal
   * under that key too), so the next submission gets a new key; a lost answer (network, server
   * fault) keeps it, so trying again cannot apply the operation twice.
   */
  finish(error?: unknown): void {
    if (error === undefined || isFinalRefusal(error)) this.pending = null;
  }
}

function isFinalRefusal(error: unknown): boolean {
  return isApiError(error) && !isConnectionError(error) && error.code !== 'BAD_RESPONSE' && error.status > 0 && error.status < 500;
}
