import { useMutation } from '@tanstack/react-query';
import { agentApplicationReceipt, type AgentApplicationReceipt, type AgentApplicationRequest } from '@panalo/contract/agent-application';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/agent/application: a visitor's or (with the session) a member's application to become an agent. */
export const submitAgentApplication = (request: AgentApplicationRequest, signedIn: boolean): Promise<AgentApplicationReceipt> =>
  apiRequest('/wps/agent/application', agentApplicationReceipt, { method: 'POST', body: request, auth: signedIn });

export const useSubmitAgentApplication = () =>
  useMutation({
    mutationFn: ({ request, signedIn }: { request: AgentApplicationRequest; signedIn: boolean }) =>
      submitAgentApplication(request, signedIn),
  });
