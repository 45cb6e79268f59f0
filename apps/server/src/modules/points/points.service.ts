import type { Language } from '@panalo/contract/constants';
import type {
  ConvertRequest,
  ConvertValue,
  PointsConfigValue,
  PointsDetailPage,
  PointsEntryType,
  PointsReward,
  PointsRewardKind,
  RedeemRequest,
  RedeemStatus,
  RedeemValue,
} from '@panalo/contract/points';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { memberScope } from '../../lib/http';
import { readableCode } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { bonusCredited } from '../ledger/ledger';
import { once } from '../ledger/idempotency';
import { bookOf } from '../wallet/wallet.service';
import { checkPaymentPassword } from '../withdraw/payment-password.service';
import {
  brandRewards,
  countPointsEntries,
  debitPoints,
  findPointsReward,
  insertPointsEntry,
  memberPointsEntries,
  pointsAccount,
  takeStock,
  type PointsRewardRow,
} from './points.repository';
import { insertRedeem, memberRedeems, type RedeemRow } from './points-redeems.repository';

/** The member's side of the points mall: balance, catalogue, redeem, history, details, rules, convert. */

export const nameIn = (json: string, language: Language): string => {
  const names = JSON.parse(json) as Partial<Record<Language, string>>;
  return names[language] ?? names.EN ?? '';
};

function refuseUnlessOpen(merchant: Merchant): void {
  if (!merchant.settings.points.enabled) throw new AppError('POINTS_DISABLED');
}

export const balanceOf = (ctx: AppContext, caller: Caller) => pointsAccount(ctx.db, caller.session.memberId);

const toReward = (row: PointsRewardRow, language: Language): PointsReward => ({
  id: row.id,
  kind: row.kind as PointsRewardKind,
  name: nameIn(row.name, language),
  points: Number(row.points),
  amount: Number(row.amount),
  stock: row.stock,
  imageUrl: row.image_url,
});

export async function pointsCatalogue(ctx: AppContext, merchant: Merchant, language: Language): Promise<{ list: PointsReward[] }> {
  return { list: (await brandRewards(ctx.db, merchant.id)).map((row) => toReward(row, language)) };
}

export function pointsConfig(merchant: Merchant): PointsConfigValue {
  const rules = merchant.settings.points;
  return {
    enabled: rules.enabled,
    perBet: rules.perBet as Record<string, number>,
    perDeposit: rules.perDeposit,
    cashPerPoint: rules.cashPerPoint,
    minConvert: rules.minConvert,
    currency: merchant.settings.currency,
  };
}

export const toRedeemValue = (row: RedeemRow): RedeemValue => ({
  id: row.id,
  reference: row.reference,
  rewardId: row.reward_id,
  kind: row.kind as PointsRewardKind,
  name: row.name,
  quantity: row.quantity,
  pointsRequired: Number(row.points),
  amount: Number(row.amount),
  account: row.account,
  receivingAddress: row.address,
  mobileNumber: row.mobile,
  status: row.status as RedeemStatus,
  remark: row.remark,
  createdAt: Number(row.created_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

/**
 * A redeem: checks what the member saw against the catalogue and the withdraw password, then, once
 * per idempotency key and in one transaction, holds the points (POINTS_INSUFFICIENT when they do
 * not cover it; the conditional update keeps parallel redeems from overspending), takes the stock
 * and records the redeem In Process for staff to decide.
 */
export async function redeemReward(ctx: AppContext, caller: Caller, input: RedeemRequest, key: string): Promise<RedeemValue> {
  const { merchant, session } = caller;
  refuseUnlessOpen(merchant);
  const reward = await findPointsReward(ctx.db, merchant.id, input.rewardId);
  if (!reward) throw new AppError('POINTS_REWARD_NOT_FOUND');
  const points = Number(reward.points) * input.quantity;
  const amount = Number(reward.amount) * input.quantity;
  if (input.pointsRequired !== points || input.amount !== amount) throw new AppError('POINTS_REWARD_CHANGED');
  await checkPaymentPassword(ctx, caller, input.withdrawPassword);
  const { withdrawPassword: _secret, ...request } = input;
  const payload = { call: 'points.redeem', ...request };
  const redeemId = await once(ctx, { scope: memberScope(session.memberId), key, payload }, async (work) => {
    const now = ctx.clock.now();
    const balance = await debitPoints(work.tx, session.memberId, points, true, now);
    if (balance === null) throw new AppError('POINTS_INSUFFICIENT');
    if (!(await takeStock(work.tx, reward.id, input.quantity))) throw new AppError('POINTS_OUT_OF_STOCK');
    const name = nameIn(reward.name, session.language);
    const reference = `PR${readableCode(12)}`;
    const id = await insertRedeem(work.tx, {
      merchant_id: merchant.id,
      member_id: session.memberId,
      reward_id: reward.id,
      reference,
      kind: reward.kind,
      name,
      quantity: input.quantity,
      points,
      amount,
      account: input.account,
      address: input.receivingAddress,
      mobile: input.mobileNumber,
      created_at: now,
    });
    await insertPointsEntry(work.tx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      type: 'REDEEM',
      reference,
      redeemId: id,
      name,
      changed: -points,
      balanceAfter: balance,
      now,
    });
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'points.redeem_requested',
      subjectType: 'points_redeem',
      subjectId: id,
      ip: caller.client.ip,
      detail: { rewardId: reward.id, quantity: input.quantity, points },
      at: now,
    });
    return id;
  });
  const row = (await memberRedeems(ctx.db, session.memberId)).find((redeem) => redeem.id === redeemId);
  if (!row) throw new AppError('REDEEM_NOT_FOUND');
  return toRedeemValue(row);
}

export async function redeemHistory(ctx: AppContext, caller: Caller): Promise<{ list: RedeemValue[] }> {
  return { list: (await memberRedeems(ctx.db, caller.session.memberId)).map(toRedeemValue) };
}

/** The points details with the spec's columns, newest first. */
export async function pointsDetails(ctx: AppContext, caller: Caller, pageNo: number, pageSize: number): Promise<PointsDetailPage> {
  const memberId = caller.session.memberId;
  const [rows, total] = await Promise.all([
    memberPointsEntries(ctx.db, memberId, (pageNo - 1) * pageSize, pageSize),
    countPointsEntries(ctx.db, memberId),
  ]);
  return {
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    list: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      appliedAt: Number(row.applied_at ?? row.created_at),
      type: row.type as PointsEntryType,
      name: row.name,
      quantity: row.quantity ?? 0,
      pointsRequired: Number(row.points ?? 0),
      amountRequired: Number(row.amount ?? 0),
      status: (row.status as RedeemStatus | null) ?? null,
      at: Number(row.created_at),
      changed: Number(row.changed),
      balance: Number(row.balance_after),
      remark: row.remark,
    })),
  };
}

/** Converts points to cash at the brand's rate, once per idempotency key: the points go, the cash arrives in main. */
export async function convertPoints(ctx: AppContext, caller: Caller, input: ConvertRequest, key: string): Promise<ConvertValue> {
  const { merchant, session } = caller;
  refuseUnlessOpen(merchant);
  const rules = merchant.settings.points;
  if (rules.cashPerPoint <= 0) throw new AppError('POINTS_CONVERT_DISABLED');
  if (input.points < rules.minConvert) throw new AppError('POINTS_CONVERT_BELOW_MINIMUM');
  const amount = input.points * rules.cashPerPoint;
  const payload = { call: 'points.convert', points: input.points };
  return once(ctx, { scope: memberScope(session.memberId), key, payload }, async (work) => {
    const now = ctx.clock.now();
    const balance = await debitPoints(work.tx, session.memberId, input.points, false, now);
    if (balance === null) throw new AppError('POINTS_INSUFFICIENT');
    const reference = `PC${readableCode(12)}`;
    await insertPointsEntry(work.tx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      type: 'CONVERT',
      reference,
      changed: -input.points,
      balanceAfter: balance,
      now,
    });
    await bonusCredited(work, { book: bookOf(merchant), memberId: session.memberId, amount, reference, detail: 'POINTS', now });
    const held = (await pointsAccount(work.tx, session.memberId)).held;
    return { points: input.points, amount, balance: { balance, held } };
  });
}
