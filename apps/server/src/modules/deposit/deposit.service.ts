import type { DepositRequest, DepositValue, PaymentChannel } from '@panalo/contract/wallet';
import { depositPage, PAYMENT_KINDS } from '@panalo/contract/wallet';
import type { z } from 'zod';
import type { PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import { SANDBOX_GATEWAY } from '../../adapters/payments/sandbox-gateway';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { memberScope } from '../../lib/http';
import { readableCode } from '../../lib/tokens';
import { MINUTE } from '../../lib/clock';
import { appendAudit } from '../../kernel/audit';
import { once, storedAnswer } from '../ledger/idempotency';
import type { Merchant } from '../../kernel/merchant';
import type { Caller } from '../../kernel/caller';
import { checkDeposit } from '../play-limits/play-limit-guards';
import {
  creditedTotals,
  enabledChannels,
  findEnabledChannel,
  findMemberDeposit,
  insertDeposit,
  memberDepositPage,
  type DepositView,
} from './deposit.repository';

/** The largest id an INTEGER column holds; a bigger one cannot name a row (and PostgreSQL would fail on it). */
const MAX_ROW_ID = 2_147_483_647;

/** Trial (free play) accounts play with pretend money; deposits are for real accounts only. */
const toKind = (kind: string): PaymentChannel['kind'] =>
  (PAYMENT_KINDS as readonly string[]).includes(kind) ? (kind as PaymentChannel['kind']) : 'EWALLET';

/** The brand's channels whose gateway this deployment can use, in the brand's order. */
export async function paymentChannels(ctx: AppContext, gateways: PaymentGatewayDirectory, merchant: Merchant): Promise<PaymentChannel[]> {
  const channels = await enabledChannels(ctx.db, merchant.id);
  return channels
    .filter((channel) => gateways.has(channel.gateway))
    .map((channel) => ({
      id: channel.id,
      code: channel.code,
      name: channel.name,
      kind: toKind(channel.kind),
      minAmount: channel.min_amount,
      maxAmount: channel.max_amount,
      demo: channel.gateway === SANDBOX_GATEWAY,
    }));
}

export function toDepositValue(row: DepositView): DepositValue {
  return {
    id: row.id,
    reference: row.reference,
    channel: row.channel_name,
    amount: row.amount,
    status: row.status as DepositValue['status'],
    // Only a pending deposit can still be paid; a settled one has no page to go back to.
    payUrl: row.status === 'PENDING' ? row.pay_url : null,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    expiresAt: row.status === 'PENDING' ? row.expires_at : null,
  };
}

/**
 * Starts a deposit: the gateway opens a payment (outside any transaction: it may be a slow HTTP
 * call), then the deposit is recorded PENDING together with the member's idempotency key. A replay
 * of the key gets the first answer without asking the gateway again. Money moves only when the
 * gateway's signed callback says the member paid (deposit-settlement.service.ts).
 */
export async function createDeposit(
  ctx: AppContext,
  gateways: PaymentGatewayDirectory,
  caller: Caller,
  request: { input: DepositRequest; key: string; origin: string },
): Promise<DepositValue> {
  const { merchant, session } = caller;
  const { input, key } = request;
  const channel = input.channelId <= MAX_ROW_ID ? await findEnabledChannel(ctx.db, merchant.id, input.channelId) : undefined;
  const gateway = channel && gateways.get(channel.gateway);
  if (!channel || !gateway) throw new AppError('CHANNEL_UNAVAILABLE');
  if (input.amount < channel.min_amount || input.amount > channel.max_amount) throw new AppError('AMOUNT_OUT_OF_RANGE');

  const idempotent = {
    scope: memberScope(session.memberId),
    key,
    payload: { call: 'deposit', channelId: channel.id, amount: input.amount },
  };
  const reference = `DP${readableCode(14)}`;
  const currency = merchant.settings.currency;
  // A key already used needs no new payment at the gateway: once() answers it from the record.
  const replayed = (await storedAnswer(ctx.db, idempotent.scope, key)) !== undefined;
  // A deposit past the member's own limit never reaches the gateway; the request's transaction checks again.
  if (!replayed) await checkDeposit(ctx, ctx.db, caller, input.amount, false);
  const payment = replayed
    ? null
    : await gateway
        .createPayment({
          reference,
          amount: input.amount,
          currency,
          channel: { code: channel.code, name: channel.name, kind: channel.kind },
          merchant: { id: merchant.id, code: merchant.code, name: merchant.name },
          member: { id: session.memberId, username: session.username },
          returnUrl: `${request.origin}/member/depositv2?deposit=${reference}`,
          callbackUrl: `${request.origin}/wps/payments/${gateway.name}/callback`,
        })
        .catch(() => {
          throw new AppError('CHANNEL_UNAVAILABLE');
        });

  return once(ctx, idempotent, async (work) => {
    if (!payment) throw new AppError('ALREADY_PROCESSED');
    await checkDeposit(ctx, work.tx, caller, input.amount, true);
    const now = ctx.clock.now();
    const expiresAt = now + merchant.settings.wallet.depositExpiryMinutes * MINUTE;
    const id = await insertDeposit(work.tx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      channelId: channel.id,
      reference,
      amount: input.amount,
      currency,
      gateway: gateway.name,
      gatewayReference: payment.gatewayReference,
      payUrl: payment.payUrl,
      now,
      expiresAt,
    });
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'deposit.created',
      subjectType: 'deposit',
      subjectId: id,
      ip: caller.client.ip,
      detail: { reference, amount: input.amount, currency, channel: channel.code, gateway: gateway.name },
      at: now,
    });
    return {
      id,
      reference,
      channel: channel.name,
      amount: input.amount,
      status: 'PENDING',
      payUrl: payment.payUrl,
      createdAt: now,
      settledAt: null,
      expiresAt,
    } satisfies DepositValue;
  });
}

export async function depositRecords(
  ctx: AppContext,
  caller: Caller,
  page: { pageNo: number; pageSize: number },
): Promise<z.infer<typeof depositPage>> {
  const { session } = caller;
  const { rows, total } = await memberDepositPage(ctx.db, session.memberId, page);
  return {
    list: rows.map(toDepositValue),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

export async function depositOf(ctx: AppContext, caller: Caller, id: number): Promise<DepositValue> {
  const { session } = caller;
  const row = await findMemberDeposit(ctx.db, session.memberId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toDepositValue(row);
}

/** Deposits the brand credited since a moment (the back office's dashboard). */
export const depositsCreditedSince = (ctx: AppContext, merchantId: number, since: number) => creditedTotals(ctx.db, merchantId, since);
