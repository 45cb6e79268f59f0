import type { IncomingHttpHeaders } from 'node:http';

/**
 * A payment gateway takes a member's money for a deposit on its own hosted page and tells us the
 * outcome with a signed callback. Real gateways implement this over their HTTP API; the built-in
 * sandbox (sandbox-gateway.ts) works offline. See docs/payments.md.
 */
export interface PaymentGateway {
  /** The name channels refer to (payment_channels.gateway) and the callback path carries. */
  readonly name: string;
  /**
   * Opens a payment at the gateway. Called outside any database transaction, before the deposit
   * is recorded; it may be slow or fail (the member then gets CHANNEL_UNAVAILABLE).
   */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Checks a callback's authenticity (signature, timestamp) and reads it. `secrets` are the
   * brand's callback secrets for this gateway that may sign now (current, and previous during a
   * rotation's grace). Nonce replay is checked by the caller in the database, so every process
   * agrees on what was seen.
   */
  parseCallback(headers: IncomingHttpHeaders, rawBody: Buffer, now: number, secrets: readonly string[]): Promise<CallbackCheck>;
  /**
   * Tells the gateway that a pending payment is closed on our side: the member cancelled it, it
   * expired, or the member took a break (time-out or self-exclusion). Called after the deposit's
   * new status is committed, outside any transaction; a failure is logged and changes nothing here
   * (a payment that still arrives is credited, or refunded after a break: see docs/payments.md).
   */
  closePayment(closure: PaymentClosure): Promise<void>;
}

export interface PaymentClosure {
  reference: string;
  gatewayReference: string;
  reason: 'CANCELLED' | 'EXPIRED' | 'BREAK';
  at: number;
}

export interface PaymentRequest {
  /** Our deposit reference; the gateway sends it back in the callback. */
  reference: string;
  amount: number;
  currency: string;
  channel: { code: string; name: string; kind: string };
  merchant: { id: number; code: string; name: string };
  member: { id: number; username: string };
  /** Where the gateway sends the member's browser when they are done. */
  returnUrl: string;
  /** Where the gateway posts its callback. */
  callbackUrl: string;
}

export interface CreatedPayment {
  /** The gateway's own id of the payment. */
  gatewayReference: string;
  /** The gateway's hosted payment page for the member. */
  payUrl: string;
}

export type PaymentOutcome = 'PAID' | 'FAILED';

/** A callback whose signature and timestamp held. */
export interface VerifiedCallback {
  reference: string;
  gatewayReference: string;
  outcome: PaymentOutcome;
  amount: number;
  currency: string;
  /** Unique per delivery; a nonce seen before is refused. */
  nonce: string;
  /** Why a FAILED payment failed, as the gateway puts it. */
  reason: string | null;
}

/** SIGNATURE: not signed with our secret; STALE: timestamp too far from our clock; MALFORMED: unreadable. */
export type CallbackRefusal = 'SIGNATURE' | 'STALE' | 'MALFORMED';

export type CallbackCheck = { ok: true; callback: VerifiedCallback } | { ok: false; refusal: CallbackRefusal };

/** The gateways this process can use, by name. A channel whose gateway is missing is not offered. */
export class PaymentGatewayDirectory {
  private readonly gateways = new Map<string, PaymentGateway>();

  register(gateway: PaymentGateway): void {
    this.gateways.set(gateway.name, gateway);
  }

  get(name: string): PaymentGateway | undefined {
    return this.gateways.get(name);
  }

  has(name: string): boolean {
    return this.gateways.has(name);
  }
}
