import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { randomId } from '../../lib/tokens';
import { signatureHeadersOf, signCallback, verifySignature } from './callback-signature';
import type { Executor } from '../../db/executor';
import type { CallbackCheck, CreatedPayment, PaymentClosure, PaymentGateway, PaymentOutcome, PaymentRequest } from './payment-gateway';

export const SANDBOX_GATEWAY = 'sandbox';
/** Signature headers: X-Sandbox-Timestamp, X-Sandbox-Nonce, X-Sandbox-Signature. */
export const SANDBOX_HEADER_PREFIX = 'x-sandbox';

/** What the sandbox posts to /wps/payments/sandbox/callback, as JSON. */
export const sandboxCallbackBody = z.object({
  reference: z.string().min(1).max(64),
  gatewayReference: z.string().min(1).max(128),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.number().int().positive().max(1_000_000_000_000),
  currency: z.string().length(3),
  reason: z.string().max(255).nullable().optional(),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

/**
 * The built-in gateway: no outside service, nothing really paid. Its hosted page is served by
 * this server (GET /sandbox-pay/:reference) behind a token only the deposit's owner was given, and
 * its callbacks are signed exactly as a real gateway's would be, so the whole callback path
 * (signature, timestamp, nonce, amount checks) runs for real.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;

  /**
   * `pageKey` guards the hosted pages; callbacks are signed with the brand's own secret. `db` holds
   * the gateway's own record of closed payments (as a real gateway keeps its own), so every
   * process serving the hosted page agrees that a closed payment can no longer be paid.
   */
  constructor(
    private readonly pageKey: string,
    private readonly db: Executor,
  ) {}

  async closePayment(closure: PaymentClosure): Promise<void> {
    await this.db
      .insertInto('sandbox_payment_closures')
      .values({ reference: closure.reference, gateway_reference: closure.gatewayReference, reason: closure.reason, closed_at: closure.at })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .execute();
  }

  /** Why the platform closed this payment (CANCELLED, EXPIRED or BREAK), or null while it is open. */
  async closureOf(reference: string): Promise<string | null> {
    const row = await this.db.selectFrom('sandbox_payment_closures').select('reason').where('reference', '=', reference).executeTakeFirst();
    return row?.reason ?? null;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    return {
      gatewayReference: `SBX-${randomId(12)}`,
      // Same origin as the app that opens it, whatever host or proxy the member came through.
      payUrl: `/sandbox-pay/${encodeURIComponent(request.reference)}?token=${this.pageToken(request.reference)}`,
    };
  }

  async parseCallback(headers: IncomingHttpHeaders, rawBody: Buffer, now: number, secrets: readonly string[]): Promise<CallbackCheck> {
    const refusal = verifySignature(secrets, signatureHeadersOf(headers, SANDBOX_HEADER_PREFIX), rawBody, now);
    if (refusal) return { ok: false, refusal };
    const nonce = String(headers[`${SANDBOX_HEADER_PREFIX}-nonce`]);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { ok: false, refusal: 'MALFORMED' };
    }
    const body = sandboxCallbackBody.safeParse(json);
    if (!body.success) return { ok: false, refusal: 'MALFORMED' };
    const { status, reason, ...rest } = body.data;
    return { ok: true, callback: { ...rest, outcome: status, reason: reason ?? null, nonce } };
  }

  /** The signed callback the sandbox sends when the payer presses Pay or Decline, with the brand's current secret. */
  callbackFor(
    payment: { reference: string; gatewayReference: string; amount: number; currency: string },
    outcome: PaymentOutcome,
    now: number,
    secret: string,
  ): { headers: Record<string, string>; body: Buffer } {
    const message: SandboxCallbackBody = {
      ...payment,
      status: outcome,
      reason: outcome === 'FAILED' ? 'Declined by the payer' : null,
    };
    const body = Buffer.from(JSON.stringify(message));
    const signed = signCallback(secret, body, now);
    return {
      headers: {
        'content-type': 'application/json',
        [`${SANDBOX_HEADER_PREFIX}-timestamp`]: signed.timestamp,
        [`${SANDBOX_HEADER_PREFIX}-nonce`]: signed.nonce,
        [`${SANDBOX_HEADER_PREFIX}-signature`]: signed.signature,
      },
      body,
    };
  }

  /** Guards the hosted page: only whoever got the pay URL can pay or decline that deposit. */
  pageToken(reference: string): string {
    return createHmac('sha256', this.pageKey).update(`sandbox-pay.${reference}`).digest('base64url');
  }

  checkPageToken(reference: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 128) return false;
    const expected = Buffer.from(this.pageToken(reference));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
