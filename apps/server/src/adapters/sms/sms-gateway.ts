import type { ErrorCode } from '@panalo/contract/error-codes';

/** One text to one phone. `to` is E.164 (+639171234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** The catalogue codes a gateway's refusal maps to (the phone-verification errors of spec 000 section 8). */
export type SmsFailureCode = Extract<
  ErrorCode,
  | 'PHONE_FORMAT_INVALID'
  | 'PHONE_REQUIRED'
  | 'TOO_MANY_REQUESTS'
  | 'SMS_QUOTA_INSUFFICIENT'
  | 'FUNCTION_NOT_ENABLED'
  | 'SMS_CAPTCHA_CHECK_FAILED'
  | 'SMS_PROVIDER_ERROR'
>;

export type SmsResult = { ok: true; providerId: string | null } | { ok: false; code: SmsFailureCode; detail: string };

/**
 * An SMS gateway. send() never throws: a refusal or a network fault comes back as a catalogue
 * code, so the caller can answer the member in their language. Callers never hold a database
 * transaction open while sending.
 */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

/** Where gateways write what happened (the Fastify logger in the server). */
export interface SmsLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}
