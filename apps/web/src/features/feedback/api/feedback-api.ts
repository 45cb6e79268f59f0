import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackHistory, feedbackRecord } from '@panalo/contract/feedback';
import { apiRequest } from '../../../lib/api-client';

/** Feedback: the member's history with the replies and the brand's word bounds, and PUT /wps/feedback. */
export const feedbackKeys = { history: ['member', 'feedback'] as const };

export const useFeedbackHistory = () =>
  useQuery({
    queryKey: feedbackKeys.history,
    queryFn: ({ signal }) => apiRequest('/wps/feedback', feedbackHistory, { auth: true, signal }),
  });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest('/wps/feedback', feedbackRecord, { method: 'PUT', auth: true, body: { content } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.history }),
  });
}
