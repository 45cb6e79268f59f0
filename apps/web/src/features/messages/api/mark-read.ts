import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { MessagePage } from './get-messages';
import { messageKeys } from './message-keys';

/** POST /wps/v2/messages/:id/read (T). */
export const markRead = (id: number): Promise<unknown> =>
  apiRequest(`/wps/v2/messages/${id}/read`, z.unknown(), { method: 'POST', auth: true });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_value, id) => {
      // Marked at once on screen and in the badge; the server's count follows.
      queryClient.setQueriesData<MessagePage>({ queryKey: messageKeys.list }, (page) =>
        page ? { ...page, list: page.list.map((message) => (message.id === id ? { ...message, read: true } : message)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
    },
  });
}
