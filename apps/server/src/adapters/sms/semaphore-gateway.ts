import type { SmsFailureCode, SmsGateway, SmsLog, SmsMessage, SmsResult } from './sms-gateway';

export interface SemaphoreOptions {
  apiKey: string;
  /** An approved sender name; empty leaves Semaphore's default. */
  senderName: string;
  /** https://api.semaphore.co/api/v4, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** Semaphore delivers to Philippine mobiles only. */
const PHILIPPINES = '+63';
const FAILED_STATUSES = new Set(['failed', 'refunded']);

/**
 * Semaphore (semaphore.co), the common Philippine SMS gateway: POST {base}/messages with the
 * API key, the number, the text and the sender name, form-encoded. A success is a list of queued
 * messages; a refusal is an HTTP error or a list of reasons keyed by field. Semaphore publishes
 * no error codes, so refusals are classified by status and by the field or words they name.
 */
export class SemaphoreGateway implements SmsGateway {
  readonly name = 'semaphore';

  constructor(
    private readonly options: SemaphoreOptions,
    private readonly log: SmsLog,
  ) {}

  async send(message: SmsMessage): Promise<SmsResult> {
    if (!message.to) return { ok: false, code: 'PHONE_REQUIRED', detail: 'no number' };
    if (!message.to.startsWith(PHILIPPINES)) return { ok: false, code: 'PHONE_FORMAT_INVALID', detail: 'not a Philippine number' };
    const form = new URLSearchParams({ apikey: this.options.apiKey, number: message.to.slice(1), message: message.text });
    if (this.options.senderName) form.set('sendername', this.options.senderName);
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.status;
      const raw = await response.text();
      body = parseJson(raw);
    } catch (error) {
      return this.failed('SMS_PROVIDER_ERROR', `unreachable: ${(error as Error).name}`, message.to);
    }
    const sent = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
    if (status >= 200 && status < 300 && sent && sent.message_id !== undefined) {
      if (!FAILED_STATUSES.has(String(sent.status ?? '').toLowerCase())) return { ok: true, providerId: String(sent.message_id) };
      return this.failed('SMS_PROVIDER_ERROR', `message ${String(sent.status)}`, message.to);
    }
    const reasons = reasonsOf(body);
    return this.failed(classify(status, reasons), `HTTP ${status}: ${reasons}`.slice(0, 500), message.to);
  }

  private failed(code: SmsFailureCode, detail: string, to: string): SmsResult {
    // The API key travels in the request body only; nothing of it is in `detail`.
    this.log.warn({ to, code, detail }, 'Semaphore refused the SMS');
    return { ok: false, code, detail };
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Flattens `{ number: ["The number format is invalid."] }`, `["…"]` or plain text into one line. */
function reasonsOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (Array.isArray(body)) return body.map(reasonsOf).join('; ');
  if (body && typeof body === 'object') {
    return Object.entries(body)
      .map(([key, value]) => `${key}: ${reasonsOf(value)}`)
      .join('; ');
  }
  return String(body ?? '');
}

function classify(status: number, reasons: string): SmsFailureCode {
  const text = reasons.toLowerCase();
  if (status >= 500) return 'SMS_PROVIDER_ERROR';
  if (status === 429 || /too many|rate limit|throttl/.test(text)) return 'TOO_MANY_REQUESTS';
  if (status === 402 || /credit|balance|insufficient/.test(text)) return 'SMS_QUOTA_INSUFFICIENT';
  if (/number/.test(text)) return /required|missing/.test(text) ? 'PHONE_REQUIRED' : 'PHONE_FORMAT_INVALID';
  // A sender name or address the gateway has not approved: the gateway's whitelist said no.
  if (status === 403 || /sendername|sender name|whitelist/.test(text)) return 'SMS_CAPTCHA_CHECK_FAILED';
  if (status === 401 || /apikey|api key|account|disabled|suspended/.test(text)) return 'FUNCTION_NOT_ENABLED';
  return 'SMS_PROVIDER_ERROR';
}
