/**
 * Query keys of the wallet screens. All sit under ['member'], which is dropped when the session
 * ends, so one account's money never shows after another logs in.
 */
export const walletKeys = {
  all: ['member', 'wallet'] as const,
  balance: ['member', 'wallet', 'balance'] as const,
  merchant: ['member', 'wallet', 'merchant'] as const,
  consolidated: ['member', 'wallet', 'consolidated'] as const,
  transactions: ['member', 'wallet', 'transactions'] as const,
  profit: ['member', 'wallet', 'profit'] as const,
  bonus: ['member', 'wallet', 'bonus'] as const,
  deposits: ['member', 'deposit'] as const,
  withdrawals: ['member', 'withdraw'] as const,
  transferTargets: ['member', 'transfer', 'targets'] as const,
};
