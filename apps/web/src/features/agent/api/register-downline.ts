import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registeredDownline, type RegisterDownlineRequest, type RegisteredDownline } from '@panalo/contract/agent-team';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** POST /wps/agent/team (T): opens a member or sub-agent account under the agent. */
export const registerDownline = (request: RegisterDownlineRequest): Promise<RegisteredDownline> =>
  apiRequest('/wps/agent/team', registeredDownline, { method: 'POST', auth: true, body: request });

export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.team }),
  });
}
