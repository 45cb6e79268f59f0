import type { IncomingHttpHeaders } from 'node:http';
import type { DepositValue } from '@panalo/contract/wallet';
import type { PaymentGatewayDirectory, VerifiedCallback } from '../../adapters/payments/payment-gateway';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import { depositCredited } from '../ledger/ledger';
import type { Merchant } from '../../kernel/merchant';
import { notify } from '../messages/notices';
import { acceptedSecrets } from '../system/signing-secrets';
import { moveDepositReservation } from '../play-limits/play-limit-guards';
import { reservationOf } from './deposit-reservation';
import {
  BREAK_REASON,
  depositStatus,
  findDepositByReference,
  markRefundDue,
  recordCallbackNonce,
  settleDeposit,
  type DepositView,
} from './deposit.repository';

/** Closed on our side without money: a PAID callback still credits these (docs/payments.md). */
const CLOSED_UNPAID = ['CANCELLED', 'EXPIRED'] as const;

export interface CallbackAnswer {
  reference: string;
  status: DepositValue['status'];
}

type Settlement =
  | { kind: 'settled' | 'unchanged'; answer: CallbackAnswer }
  | { kind: 'refused'; code: 'SIGNATURE_INVALID' | 'RECORD_NOT_FOUND' | 'PAYMENT_MISMATCH' };

/**
 * A gateway's callback to a brand (its Merchant header or domain): verified (signature with that
 * brand's secret for the gateway, and timestamp) by the gateway's adapter before any deposit is
 * read, then in one money transaction: the nonce is recorded (a second use is a
 * replay), the deposit is checked against what the gateway says was paid, and a PENDING deposit
 * settles. A deposit of another brand is not found: one brand's secret never settles another's
 * deposit. Credit, notice and audit are written only by the one callback whose conditional update
 * found the deposit PENDING, so ten deliveries of "paid" credit once, and a late "failed" after a
 * credit changes nothing. A PAID callback for a deposit the member cancelled or that expired
 * credits it all the same (the money was paid), once; a FAILED one changes nothing. A PAID callback
 * for a deposit a break cancelled (the member took a time-out or excluded themselves) credits
 * nothing: the deposit becomes REFUND_DUE, the money is the payer's to get back, and staff find it
 * in the back office's deposits. Refusals that reach the database are audited with the nonce kept.
 */
export async function settleCallback(
  ctx: AppContext,
  gateways: PaymentGatewayDirectory,
  delivery: { merchant: Merchant; gateway: string; headers: IncomingHttpHeaders; rawBody: Buffer; ip: string },
): Promise<CallbackAnswer> {
  const gateway = gateways.get(delivery.gateway);
  if (!gateway) throw new AppError('NOT_FOUND');
  const secrets = await acceptedSecrets(ctx, { merchant: delivery.merchant, purpose: 'gateway', code: gateway.name });
  const check = await gateway.parseCallback(delivery.headers, delivery.rawBody, ctx.clock.now(), secrets);
  if (!check.ok) throw new AppError(check.refusal === 'MALFORMED' ? 'VALIDATION_FAILED' : 'SIGNATURE_INVALID');
  const callback = check.callback;

  const settlement = await ctx.money.run(async (work): Promise<Settlement> => {
    const now = ctx.clock.now();
    const fresh = await recordCallbackNonce(work.tx, { gateway: gateway.name, nonce: callback.nonce, reference: callback.reference, now });
    // A nonce seen before: this exact callback was delivered already, so it proves nothing new.
    if (!fresh) return { kind: 'refused', code: 'SIGNATURE_INVALID' };
    const deposit = await findDepositByReference(work.tx, callback.reference);
    if (!deposit || deposit.gateway !== gateway.name || deposit.merchant_id !== delivery.merchant.id) {
      return { kind: 'refused', code: 'RECORD_NOT_FOUND' };
    }
    const audit = auditOf(work, deposit, callback, delivery.ip, now);
    const mismatch = mismatchOf(deposit, callback);
    if (mismatch) {
      await audit('deposit.callback_refused', { mismatch });
      return { kind: 'refused', code: 'PAYMENT_MISMATCH' };
    }
    const status = callback.outcome === 'PAID' ? 'CREDITED' : 'FAILED';
    const settle = (from: readonly string[], exceptReason?: string) =>
      settleDeposit(work.tx, {
        id: deposit.id,
        from,
        status,
        failureReason: status === 'FAILED' ? (callback.reason ?? 'FAILED') : null,
        now,
        exceptReason,
      });
    let changed = await settle(['PENDING']);
    // A failed payment gives the request's reservation of the deposit limit back.
    if (changed && status === 'FAILED') await moveDepositReservation(ctx, work.tx, reservationOf(deposit), 'release');
    // Money that arrives after the member cancelled or the deposit expired is the member's: it is
    // credited (once, by the same conditional update) and flagged for an operator's look. Its
    // reservation, given back when it closed, is taken again. Not after a break: see below.
    const late = !changed && status === 'CREDITED' && (await settle(CLOSED_UNPAID, BREAK_REASON));
    if (late) await moveDepositReservation(ctx, work.tx, reservationOf(deposit), 'take');
    changed ||= late;
    // Paid after a break cancelled it: a member on a break takes in no money to play with, so it is
    // owed back to the payer (the gateway has no refund call: staff refund it and see it here).
    if (!changed && status === 'CREDITED' && (await markRefundDue(work.tx, deposit.id, now))) {
      await audit('deposit.refund_due', { reason: BREAK_REASON });
      return { kind: 'settled', answer: { reference: deposit.reference, status: 'REFUND_DUE' } };
    }
    if (!changed) {
      // Already final (read again: another callback may have settled it since the read above). A
      // contrary late outcome changes nothing but is worth an operator's look.
      const final = (await depositStatus(work.tx, deposit.id)) as DepositValue['status'];
      if (final !== status) await audit('deposit.callback_ignored', { status: final });
      return { kind: 'unchanged', answer: { reference: deposit.reference, status: final } };
    }
    const params = { amount: deposit.amount, reference: deposit.reference, channel: deposit.channel_name };
    if (status === 'CREDITED') {
      const book = { merchantId: deposit.merchant_id, currency: deposit.currency };
      await depositCredited(work, {
        book,
        memberId: deposit.member_id,
        amount: deposit.amount,
        reference: deposit.reference,
        detail: deposit.channel_name,
        now,
      });
      await notify(ctx, work, { merchantId: deposit.merchant_id, memberId: deposit.member_id, kind: 'DEPOSIT_CREDITED', params });
    } else {
      await notify(ctx, work, {
        merchantId: deposit.merchant_id,
        memberId: deposit.member_id,
        kind: 'DEPOSIT_FAILED',
        params: { ...params, reason: callback.reason ?? '' },
      });
    }
    await audit(status === 'CREDITED' ? 'deposit.credited' : 'deposit.failed', late ? { late: true } : {});
    return { kind: 'settled', answer: { reference: deposit.reference, status } };
  });

  // Thrown only now: the nonce and the audit of a refusal are committed, not rolled back.
  if (settlement.kind === 'refused') throw new AppError(settlement.code);
  return settlement.answer;
}

function mismatchOf(deposit: DepositView, callback: VerifiedCallback): string | null {
  if (callback.amount !== deposit.amount) return 'amount';
  if (callback.currency !== deposit.currency) return 'currency';
  if (deposit.gateway_reference !== null && callback.gatewayReference !== deposit.gateway_reference) return 'gatewayReference';
  return null;
}

function auditOf(work: Work, deposit: DepositView, callback: VerifiedCallback, ip: string, now: number) {
  return (action: string, extra: Record<string, unknown>) =>
    appendAudit(work.tx, {
      merchantId: deposit.merchant_id,
      actorMemberId: null,
      action,
      subjectType: 'deposit',
      subjectId: deposit.id,
      ip,
      detail: {
        reference: deposit.reference,
        gateway: deposit.gateway,
        outcome: callback.outcome,
        amount: callback.amount,
        currency: callback.currency,
        gatewayReference: callback.gatewayReference,
        nonce: callback.nonce,
        ...extra,
      },
      at: now,
    });
}
