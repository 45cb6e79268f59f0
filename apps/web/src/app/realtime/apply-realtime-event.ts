import type { QueryClient } from '@tanstack/react-query';
import { balanceValue, messageRecord, type MessageRecord } from '@panalo/contract/wallet';
import { messageKeys } from '../../features/messages/api/message-keys';
import { walletKeys } from '../../features/wallet/api/wallet-keys';

/**
 * What a push changes on screen. The balance event carries the new balance, so the header shows
 * it at once; the lists that depend on it are marked stale and refetched where they are open.
 */
export function applyBalance(queryClient: QueryClient, payload: unknown): void {
  const parsed = balanceValue.safeParse(payload);
  if (!parsed.success) return;
  queryClient.setQueryData(walletKeys.balance, parsed.data);
  void queryClient.invalidateQueries({ queryKey: walletKeys.merchant });
  void queryClient.invalidateQueries({ queryKey: walletKeys.transactions });
  void queryClient.invalidateQueries({ queryKey: [...walletKeys.withdrawals, 'config'] });
}

/** A notice: the messages and their badge, and the record the notice is about (a deposit turns credited). */
export function applyNotice(queryClient: QueryClient, payload: unknown): MessageRecord | null {
  const parsed = messageRecord.safeParse(payload);
  if (!parsed.success) return null;
  const notice = parsed.data;
  queryClient.setQueryData<number>(messageKeys.unread, (count) => (count === undefined ? count : count + 1));
  void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  if (notice.kind.startsWith('DEPOSIT_')) void queryClient.invalidateQueries({ queryKey: walletKeys.deposits });
  if (notice.kind.startsWith('WITHDRAW_')) void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals });
  if (notice.kind === 'TRANSFER_RECEIVED') void queryClient.invalidateQueries({ queryKey: walletKeys.transactions });
  return notice;
}

/** After a reconnect, anything pushed while the socket was down is fetched again. */
export function catchUp(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
  void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  void queryClient.invalidateQueries({ queryKey: walletKeys.deposits });
  void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals });
}
