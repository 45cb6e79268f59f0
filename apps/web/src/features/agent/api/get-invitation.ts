import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationValue, type InvitationValue } from '@panalo/contract/agent-team';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /wps/agent/invitation (T): the agent's invitation code and a register link per channel. */
export const getInvitation = (signal?: AbortSignal): Promise<InvitationValue> =>
  apiRequest('/wps/agent/invitation', invitationValue, { auth: true, signal });

export const invitationQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.invitation, queryFn: ({ signal }) => getInvitation(signal), staleTime: Infinity });

export const useInvitation = () => useQuery(invitationQueryOptions());
