import type { WithdrawalValue, WithdrawConfigValue, WithdrawRequest } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE } from '../../lib/clock';
import { memberScope } from '../../lib/http';
import { readableCode } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import { once, storedAnswer } from '../ledger/idempotency';
import { withdrawalHeld } from '../ledger/ledger';
import type { Caller } from '../../kernel/caller';
import { balanceOf, bookOf } from '../wallet/wallet.service';
import { forfeitOpenBonuses, turnoverLeftOf } from '../rewards/reward-money';
import { checkPaymentPassword, hasPaymentPassword } from './payment-password.service';
import { findLivePayoutAccount, livePayoutAccounts } from './payout-accounts.repository';
import { countWithdrawalsSince, insertWithdrawal, kycStatusOf, listMemberWithdrawals } from './withdraw.repository';
import { maskLabel, payoutLabelOf, toPayoutAccount, toWithdrawalValue } from './withdrawal-view';

/** Midnight of the brand's day (its GMT offset) that `now` falls in. */
export function brandDayStart(now: number, gmtOffsetMinutes: number): number {
  const offset = gmtOffsetMinutes * MINUTE;
  return Math.floor((now + offset) / DAY) * DAY - offset;
}

const kycComplete = (status: string): boolean => status === 'A';

/** What the withdrawal page needs before the member fills it in. */
export async function withdrawConfig(ctx: AppContext, caller: Caller): Promise<WithdrawConfigValue> {
  const { merchant, session } = caller;
  const rules = merchant.settings.wallet.withdraw;
  const since = brandDayStart(ctx.clock.now(), merchant.settings.gmtOffsetMinutes);
  const [balance, hasPassword, kyc, accounts, usedToday, turnoverLeft] = await Promise.all([
    balanceOf(ctx, merchant, session.memberId),
    hasPaymentPassword(ctx, session.memberId),
    kycStatusOf(ctx.db, session.memberId),
    livePayoutAccounts(ctx.db, session.memberId),
    countWithdrawalsSince(ctx.db, session.memberId, since),
    turnoverLeftOf(ctx.db, session.memberId),
  ]);
  return {
    currency: merchant.settings.currency,
    minAmount: rules.minAmount,
    maxAmount: rules.maxAmount,
    dailyCount: rules.dailyCount,
    usedToday,
    balance: balance.balance,
    hasPaymentPassword: hasPassword,
    kycRequired: rules.requireKyc,
    kycComplete: kycComplete(kyc),
    payoutAccounts: accounts.map(toPayoutAccount),
    receiptMinutes: merchant.settings.wallet.receiptMinutes,
    turnoverLeft,
  };
}

/**
 * A withdrawal request. The checks that need no money come first (KYC, the payment password,
 * the amount range, the payout account, the day's count); then, once per Idempotency-Key, the
 * amount moves from the main wallet to held and the request waits for an operator.
 */
export async function requestWithdrawal(ctx: AppContext, caller: Caller, input: WithdrawRequest, key: string): Promise<WithdrawalValue> {
  const { merchant, session, client } = caller;
  const scope = memberScope(session.memberId);
  // Never the password: the stored payload hash of a 6-digit secret would be easy to reverse.
  const forfeit = input.forfeitBonus === true;
  const idempotent = {
    scope,
    key,
    payload: { call: 'withdraw', amount: input.amount, payoutAccountId: input.payoutAccountId, ...(forfeit ? { forfeit } : {}) },
  };
  const earlier = await storedAnswer(ctx.db, scope, key);
  // A finished request is replayed as it was answered, whatever has changed since (limits, count, password).
  if (earlier && earlier.statusCode !== 0) return once(ctx, idempotent, () => Promise.reject(new Error('replay expected')));
  if (earlier) throw new AppError('ALREADY_PROCESSED');

  const rules = merchant.settings.wallet.withdraw;
  if (rules.requireKyc && !kycComplete(await kycStatusOf(ctx.db, session.memberId))) throw new AppError('KYC_REQUIRED');
  await checkPaymentPassword(ctx, caller, input.paymentPassword);
  if (input.amount < rules.minAmount || input.amount > rules.maxAmount) throw new AppError('AMOUNT_OUT_OF_RANGE');
  const account = await findLivePayoutAccount(ctx.db, session.memberId, input.payoutAccountId);
  if (!account) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
  const dayStart = brandDayStart(ctx.clock.now(), merchant.settings.gmtOffsetMinutes);
  if ((await countWithdrawalsSince(ctx.db, session.memberId, dayStart)) >= rules.dailyCount) throw new AppError('WITHDRAW_DAILY_LIMIT');
  // Open bonus wagering: say how much turnover is left, unless the member chose to give the bonus up.
  const turnoverLeft = await turnoverLeftOf(ctx.db, session.memberId);
  if (turnoverLeft > 0 && !forfeit) throw new AppError('WAGERING_OPEN', { turnoverLeft });

  const label = payoutLabelOf(account);
  return once(ctx, idempotent, async (work) => {
    const now = ctx.clock.now();
    const reference = `WD${readableCode(14)}`;
    const money = { book: bookOf(merchant), memberId: session.memberId, amount: input.amount, reference, detail: maskLabel(label), now };
    if (forfeit) await forfeitOpenBonuses(work, money.book, session.memberId, now);
    // The hold updates the member's wallet row first, which orders concurrent requests of one
    // member on PostgreSQL: the count below then sees every request committed before this one.
    await withdrawalHeld(work, money);
    if ((await countWithdrawalsSince(work.tx, session.memberId, dayStart)) >= rules.dailyCount) throw new AppError('WITHDRAW_DAILY_LIMIT');
    const row = await insertWithdrawal(work.tx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      reference,
      amount: input.amount,
      currency: merchant.settings.currency,
      payoutAccountId: account.id,
      payoutLabel: label,
      now,
    });
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'withdraw.requested',
      subjectType: 'withdrawal',
      subjectId: row.id,
      ip: client.ip,
      detail: { reference, amount: input.amount, payoutAccountId: account.id },
      at: now,
    });
    return toWithdrawalValue(row, now, 'member');
  });
}

export async function withdrawalRecords(ctx: AppContext, caller: Caller, page: { pageNo: number; pageSize: number }) {
  const { session } = caller;
  const { rows, total } = await listMemberWithdrawals(ctx.db, session.memberId, page);
  const now = ctx.clock.now();
  return {
    list: rows.map((row) => toWithdrawalValue(row, now, 'member')),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}
