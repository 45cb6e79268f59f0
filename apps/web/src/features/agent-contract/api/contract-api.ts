import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractIncome,
  contractOverview,
  contractValue,
  pendingOffers,
  statementPage,
  type ContractKind,
  type ContractOfferRequest,
} from '@panalo/contract/agent-contract';
import { apiRequest } from '../../../lib/api-client';

/** The agent contract calls (docs/agents.md, "Contracts"); every one needs an agent's session. */

export const contractKeys = {
  all: ['agent-contract'] as const,
  overview: (kind: ContractKind) => ['agent-contract', 'overview', kind] as const,
  pending: ['agent-contract', 'pending'] as const,
  statement: (kind: ContractKind, pageNo: number) => ['agent-contract', 'statement', kind, pageNo] as const,
  income: (from: number, to: number) => ['agent-contract', 'income', from, to] as const,
};

/** GET /wps/agent/contract?kind: my contract, offers to me, what I offered, my ceiling. */
export const useContractOverview = (kind: ContractKind) =>
  useQuery({
    queryKey: contractKeys.overview(kind),
    queryFn: ({ signal }) => apiRequest(`/wps/agent/contract?kind=${kind}`, contractOverview, { auth: true, signal }),
  });

/** GET /wps/agent/contract/pending: offers waiting for my answer (the log-in popup). */
export const usePendingOffers = (enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.pending,
    queryFn: ({ signal }) => apiRequest('/wps/agent/contract/pending', pendingOffers, { auth: true, signal }),
    enabled,
  });

/** GET /wps/agent/contract/statement: one line per paid period with how it was computed. */
export const useContractStatement = (kind: ContractKind, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: contractKeys.statement(kind, pageNo),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/agent/contract/statement?kind=${kind}&pageNo=${pageNo}&pageSize=${pageSize}`, statementPage, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/contract/income: my contract payments whose period starts in [from, to), by kind. */
export const useContractIncome = (range: { from: number; to: number }) =>
  useQuery({
    queryKey: contractKeys.income(range.from, range.to),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/agent/contract/income?from=${range.from}&to=${range.to}`, contractIncome, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });

function useContractMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }) });
}

export const useOfferContract = () =>
  useContractMutation((request: ContractOfferRequest) =>
    apiRequest('/wps/agent/contract/offer', contractValue, { method: 'POST', auth: true, body: request }),
  );

export const useAnswerOffer = () =>
  useContractMutation(({ id, answer, confirmEndDownline }: { id: number; answer: 'accept' | 'reject'; confirmEndDownline?: boolean }) =>
    apiRequest(`/wps/agent/contract/${id}/${answer}`, contractValue, {
      method: 'POST',
      auth: true,
      body: answer === 'accept' ? { confirmEndDownline: Boolean(confirmEndDownline) } : {},
    }),
  );

export const useTerminateContract = () =>
  useContractMutation((id: number) =>
    apiRequest(`/wps/agent/contract/${id}/terminate`, contractValue, { method: 'POST', auth: true, body: {} }),
  );
