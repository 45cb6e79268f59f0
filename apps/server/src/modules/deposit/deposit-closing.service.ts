import type { DepositValue } from '@panalo/contract/wallet';
import type { PaymentClosure, PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import type { Executor } from '../../db/executor';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { moveDepositReservation } from '../play-limits/play-limit-guards';
import { reservationOf } from './deposit-reservation';
import { cancelPendingForBreak, findMemberDeposit, overdueDeposits, settleDeposit } from './deposit.repository';
import { toDepositValue } from './deposit.service';

/**
 * A pending deposit ends without money in two ways: the member cancels it from the deposit
 * records, or it stays unpaid past its `expires_at` (the brand's `wallet.depositExpiryMinutes`)
 * and the sweep expires it. Both are one conditional update `… WHERE status = 'PENDING'`, the same
 * guard the gateway's callback uses, so of a cancel, an expiry and a callback racing on one
 * deposit exactly one moves it from PENDING. The gateway is told after the commit, outside the
 * transaction. A PAID callback that still arrives credits the deposit (deposit-settlement.service.ts).
 * The request's reservation of the member's deposit limit is given back in the same transaction.
 */
export async function cancelDeposit(ctx: AppContext, outside: Outside, caller: Caller, id: number): Promise<DepositValue> {
  const { merchant, session } = caller;
  const now = ctx.clock.now();
  // The deposit is read once, in the transaction, after the conditional update: cancelled now, or as a retry finds it.
  const { cancelled, row } = await ctx.db.transaction().execute(async (tx) => {
    const changed = await settleDeposit(tx, {
      id,
      from: ['PENDING'],
      status: 'CANCELLED',
      failureReason: 'CANCELLED',
      now,
      memberId: session.memberId,
    });
    const found = await findMemberDeposit(tx, session.memberId, id);
    if (!changed || !found) return { cancelled: false, row: found };
    await moveDepositReservation(ctx, tx, reservationOf(found), 'release');
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'deposit.cancelled',
      subjectType: 'deposit',
      subjectId: id,
      ip: caller.client.ip,
      detail: {},
      at: now,
    });
    return { cancelled: true, row: found };
  });
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (cancelled) await tellGateway(outside, row, 'CANCELLED', now);
  // A repeated cancel (a retry after a lost answer) gets the cancelled deposit again.
  else if (row.status !== 'CANCELLED') throw new AppError('DEPOSIT_NOT_PENDING');
  return toDepositValue(row);
}

/**
 * Expires pending deposits past their time and tells their gateways; returns how many it expired.
 * Every process may run it at once: each deposit is expired by one conditional update.
 */
export async function expireOverdueDeposits(ctx: AppContext, outside: Outside, batch = 500): Promise<number> {
  const now = ctx.clock.now();
  let expired = 0;
  for (const row of await overdueDeposits(ctx.db, now, batch)) {
    const changed = await ctx.db.transaction().execute(async (tx) => {
      if (!(await settleDeposit(tx, { id: row.id, from: ['PENDING'], status: 'EXPIRED', failureReason: 'EXPIRED', now }))) return false;
      await moveDepositReservation(ctx, tx, reservationOf(row), 'release');
      await appendAudit(tx, {
        merchantId: row.merchant_id,
        actorMemberId: null,
        action: 'deposit.expired',
        subjectType: 'deposit',
        subjectId: row.id,
        ip: null,
        detail: { reference: row.reference, expiresAt: row.expires_at },
        at: now,
      });
      return true;
    });
    if (!changed) continue;
    expired++;
    await tellGateway(outside, row, 'EXPIRED', now);
  }
  return expired;
}

/** The gateways, and where a gateway that could not be told is written down. */
export interface Outside {
  gateways: PaymentGatewayDirectory;
  log: { warn(detail: object, message: string): void };
}

/** What telling a gateway needs of a deposit. */
type ClosedPayment = { reference: string; gateway: string; gateway_reference: string | null };

/**
 * A member who takes a time-out or excludes themselves deposits nothing more: in the break's own
 * transaction every pending deposit is cancelled (reason BREAK), its reservation of the deposit
 * limit given back, and the cancel audited. Answers them, for `closeBreakPayments` after the
 * commit. A payment that still arrives for one is refunded, never credited (deposit-settlement.service.ts).
 */
export async function cancelDepositsForBreak(ctx: AppContext, tx: Executor, memberId: number, now: number): Promise<ClosedPayment[]> {
  const cancelled = await cancelPendingForBreak(tx, memberId, now);
  // Every deposit row first, then the usage rows: a callback takes a deposit's row before the
  // usage row too, so the two never wait on each other in a cycle (PostgreSQL).
  for (const row of cancelled) {
    await moveDepositReservation(ctx, tx, reservationOf(row), 'release');
    await appendAudit(tx, {
      merchantId: row.merchant_id,
      actorMemberId: null,
      action: 'deposit.cancelled',
      subjectType: 'deposit',
      subjectId: row.id,
      ip: null,
      detail: { reason: 'BREAK', reference: row.reference },
      at: now,
    });
  }
  return cancelled;
}

/** After a break's commit: each cancelled payment's gateway is told, so its page takes no money. */
export async function closeBreakPayments(ctx: AppContext, log: Outside['log'], payments: ClosedPayment[], at: number): Promise<void> {
  for (const payment of payments) await tellGateway({ gateways: ctx.paymentGateways, log }, payment, 'BREAK', at);
}

async function tellGateway({ gateways, log }: Outside, row: ClosedPayment, reason: PaymentClosure['reason'], at: number): Promise<void> {
  const gateway = gateways.get(row.gateway);
  if (!gateway) return;
  await gateway
    .closePayment({ reference: row.reference, gatewayReference: row.gateway_reference ?? '', reason, at })
    .catch((error: unknown) => log.warn({ err: error, reference: row.reference }, 'gateway not told of a closed deposit'));
}
