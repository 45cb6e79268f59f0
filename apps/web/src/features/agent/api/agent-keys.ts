/** Query keys of the agent centre's calls; `team` covers every team read, so opening a downline refreshes them. */
export const agentKeys = {
  team: ['agent', 'team'] as const,
  invitation: ['agent', 'invitation'] as const,
  reports: ['agent', 'reports'] as const,
};
