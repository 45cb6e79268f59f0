/** Under ['member'] so a session's messages go when it ends. */
export const messageKeys = {
  all: ['member', 'messages'] as const,
  list: ['member', 'messages', 'list'] as const,
  unread: ['member', 'messages', 'unread'] as const,
};
