import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  memberTransferValue,
  type MemberTransferValue,
  type TransferDownlineRequest,
  type TransferUplineRequest,
} from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type MemberTransfer =
  { direction: 'upline'; request: TransferUplineRequest } | { direction: 'downline'; request: TransferDownlineRequest };

/** POST /wps/v2/transfer/upline or /downline (T, Idem): money to the direct upline, or an agent's direct downline. */
export const transferMember = (transfer: MemberTransfer, key: string): Promise<MemberTransferValue> =>
  apiRequest(`/wps/v2/transfer/${transfer.direction}`, memberTransferValue, {
    method: 'POST',
    body: transfer.request,
    auth: true,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

export function useTransferMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transfer, key }: { transfer: MemberTransfer; key: string }) => transferMember(transfer, key),
    onSuccess: (value) => {
      queryClient.setQueryData(walletKeys.balance, value.balance);
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions });
    },
  });
}
