import { useQueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@panalo/contract/session';
import { sessionStore } from '../../../lib/session-store';
import { memberInfoQueryOptions } from '../../member/api/get-member-info';

export type SessionOutcome = 'ready' | 'password-change';

/**
 * Turns a login (or registration) answer into a session: the token goes to session storage and
 * the member's info is loaded. An expired password leaves the session usable only for changing it.
 */
export function useStartSession(): (value: LoginValue) => SessionOutcome {
  const queryClient = useQueryClient();
  return (value) => {
    sessionStore.start(value.token, value.passwordExpired);
    if (value.passwordExpired) return 'password-change';
    const { queryKey } = memberInfoQueryOptions(value.token);
    // Show the account at once from the login answer, then load the authoritative info.
    queryClient.setQueryData(queryKey, value.userInfo);
    void queryClient.invalidateQueries({ queryKey });
    return 'ready';
  };
}
