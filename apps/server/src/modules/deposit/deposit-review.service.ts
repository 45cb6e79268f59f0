import type { OperatorDeposit } from '@panalo/contract/staff-players';
import type { DepositValue } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import { depositCredited } from '../ledger/ledger';
import { notify } from '../messages/notices';
import { moveDepositReservation } from '../play-limits/play-limit-guards';
import { settleDeposit } from './deposit.repository';
import {
  callbacksOf,
  depositHistory,
  findBrandDeposit,
  listBrandDeposits,
  type BrandDepositQuery,
  type BrandDepositRow,
} from './deposit-review.repository';

/** The back office's view of deposits: list, detail with the gateway's callbacks, and the manual credit. */

const toOperatorDeposit = (row: BrandDepositRow): OperatorDeposit => ({
  id: row.id,
  reference: row.reference,
  memberId: row.member_id,
  account: row.username,
  channel: row.channel_name,
  gateway: row.gateway,
  gatewayReference: row.gateway_reference,
  amount: Number(row.amount),
  status: row.status as DepositValue['status'],
  failureReason: row.failure_reason,
  createdAt: Number(row.created_at),
  settledAt: row.settled_at === null ? null : Number(row.settled_at),
});

export async function brandDeposits(ctx: AppContext, merchantId: number, query: BrandDepositQuery) {
  const { rows, total } = await listBrandDeposits(ctx.db, merchantId, query);
  return {
    list: rows.map(toOperatorDeposit),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** One deposit of the brand with its callback deliveries and audit history; null when not the brand's. */
export async function brandDeposit(ctx: AppContext, merchantId: number, id: number) {
  const row = await findBrandDeposit(ctx.db, merchantId, id);
  if (!row) return null;
  const [callbacks, history] = await Promise.all([callbacksOf(ctx.db, row.gateway, row.reference), depositHistory(ctx.db, merchantId, id)]);
  return {
    ...toOperatorDeposit(row),
    callbacks: callbacks.map((callback) => ({ nonce: callback.nonce, receivedAt: Number(callback.received_at) })),
    history: history.map((entry) => ({ action: entry.action, detail: entry.detail, at: Number(entry.created_at) })),
  };
}

/** States a deposit can be credited by hand from: the money arrived outside the gateway's confirmation. */
export const MANUALLY_CREDITABLE = ['PENDING', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;

export const findDepositOfBrand = (ctx: AppContext, merchantId: number, id: number) => findBrandDeposit(ctx.db, merchantId, id);

/**
 * Credits a deposit by hand inside the caller's money transaction (the four-eyes approval): the
 * same conditional update as a gateway callback, so a deposit is credited once whichever comes
 * first. False when it was already credited; the caller then rolls its approval back.
 */
export async function creditDepositManually(
  ctx: AppContext,
  work: Work,
  deposit: {
    id: number;
    merchantId: number;
    memberId: number;
    amount: number;
    currency: string;
    reference: string;
    channel: string;
    requestedAt: number;
  },
  now: number,
): Promise<boolean> {
  const credit = (from: readonly string[]) =>
    settleDeposit(work.tx, { id: deposit.id, from, status: 'CREDITED', failureReason: null, now });
  // A pending request still holds its reservation of the deposit limit; a closed one gave it back and takes it again.
  if (!(await credit(['PENDING']))) {
    if (!(await credit(MANUALLY_CREDITABLE.filter((status) => status !== 'PENDING')))) return false;
    await moveDepositReservation(ctx, work.tx, deposit, 'take');
  }
  await depositCredited(work, {
    book: { merchantId: deposit.merchantId, currency: deposit.currency },
    memberId: deposit.memberId,
    amount: deposit.amount,
    reference: deposit.reference,
    detail: deposit.channel,
    now,
  });
  await notify(ctx, work, {
    merchantId: deposit.merchantId,
    memberId: deposit.memberId,
    kind: 'DEPOSIT_CREDITED',
    params: { amount: deposit.amount, reference: deposit.reference, channel: deposit.channel },
  });
  return true;
}
