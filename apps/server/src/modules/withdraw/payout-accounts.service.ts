import type { PayoutAccount, PayoutAccountRequest } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { insertPayoutAccount, livePayoutAccounts, lockMemberRow, removePayoutAccount } from './payout-accounts.repository';
import { toPayoutAccount } from './withdrawal-view';

/** Saved payout accounts a member may have at once (removed ones do not count). */
export const MAX_PAYOUT_ACCOUNTS = 5;

export async function listPayoutAccounts(ctx: AppContext, caller: Caller): Promise<PayoutAccount[]> {
  const { session } = caller;
  return (await livePayoutAccounts(ctx.db, session.memberId)).map(toPayoutAccount);
}

/** Saves a bank or e-wallet account; the number is kept as digits only (spaces and dashes are how people type it). */
export async function addPayoutAccount(ctx: AppContext, caller: Caller, input: PayoutAccountRequest): Promise<PayoutAccount> {
  const { session, client } = caller;
  const digits = input.accountNumber.replace(/[^0-9]/g, '');
  if (digits.length < 6) throw new AppError('VALIDATION_FAILED', { fields: { accountNumber: 'at least 6 digits' } });
  const now = ctx.clock.now();
  const row = await ctx.db.transaction().execute(async (tx) => {
    await lockMemberRow(tx, session.memberId, now);
    if ((await livePayoutAccounts(tx, session.memberId)).length >= MAX_PAYOUT_ACCOUNTS) throw new AppError('PAYOUT_ACCOUNT_LIMIT');
    const row = await insertPayoutAccount(tx, {
      memberId: session.memberId,
      kind: input.kind,
      provider: input.provider,
      accountName: input.accountName,
      accountNumber: digits,
      now,
    });
    await appendAudit(tx, {
      merchantId: session.merchantId,
      actorMemberId: session.memberId,
      action: 'withdraw.payout_account_added',
      subjectType: 'payout_account',
      subjectId: row.id,
      ip: client.ip,
      detail: { kind: input.kind, provider: input.provider },
      at: now,
    });
    return row;
  });
  return toPayoutAccount(row);
}

export async function deletePayoutAccount(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const { session, client } = caller;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await removePayoutAccount(tx, session.memberId, id, now))) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
    await appendAudit(tx, {
      merchantId: session.merchantId,
      actorMemberId: session.memberId,
      action: 'withdraw.payout_account_removed',
      subjectType: 'payout_account',
      subjectId: id,
      ip: client.ip,
      at: now,
    });
  });
}
