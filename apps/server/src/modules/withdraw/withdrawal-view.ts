import type { PayoutAccount, WithdrawalValue } from '@panalo/contract/wallet';
import type { WithdrawalRow } from '../../db/schema-wallet';

type PayoutAccountRow = { id: number; kind: string; provider: string; account_name: string; account_number: string; created_at: number };

/** Only the last 4 digits of an account number show to the member. */
export const maskAccountNumber = (digits: string): string => `•••• ${digits.slice(-4)}`;

/** The label a withdrawal keeps of its payout account: full, for the operator who sends the money. */
export const payoutLabelOf = (account: PayoutAccountRow): string =>
  `${account.provider} · ${account.account_number} · ${account.account_name}`;

/** The member's view of a label: every long run of digits (the account number) masked. */
export const maskLabel = (label: string): string => label.replace(/\d{5,}/g, maskAccountNumber);

export const toPayoutAccount = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind as PayoutAccount['kind'],
  provider: row.provider,
  accountName: row.account_name,
  accountNumber: maskAccountNumber(row.account_number),
  createdAt: row.created_at,
});

/**
 * A withdrawal as the API shows it. A receipt still awaited past its deadline already counts as
 * received in full: the answer says so even before the sweep has written it.
 */
export function toWithdrawalValue(row: WithdrawalRow, now: number, audience: 'member' | 'operator'): WithdrawalValue {
  const overdue = row.receipt_status === 'AWAITING' && row.receipt_deadline !== null && row.receipt_deadline <= now;
  return {
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    status: row.status as WithdrawalValue['status'],
    payoutAccount: audience === 'member' ? maskLabel(row.payout_label) : row.payout_label,
    reason: row.reason,
    receiptStatus: overdue ? 'AUTO_RECEIVED' : (row.receipt_status as WithdrawalValue['receiptStatus']),
    receivedAmount: overdue ? row.amount : row.received_amount,
    receiptDeadline: row.receipt_deadline,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    paidAt: row.paid_at,
  };
}
