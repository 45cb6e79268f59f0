import { useQueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@panalo/contract/session';
import { sessionStore } from '../../../lib/session-store';
import { memberInfoQueryOptions } from '../api/get-member-info';

/** 'withdraw-only': a self-excluded member's session, which only reaches the wallet and withdrawals. */
export type SessionOutcome = 'ready' | 'password-change' | 'withdraw-only';

/** How the person proved who they are: a typed password, an SMS code, or a social sign-in. */
export type LoginMethod = 'password' | 'sms' | 'social';

/**
 * Turns a login (or registration) answer into a session: the token goes to session storage and
 * the member's info is loaded. An expired password (or the legacy default) leaves the session
 * usable only for changing it, but only after a password log-in: spec 000 section 4 opens the
 * change-password modal "if the login type is not sms or firebase".
 */
export function useStartSession(): (value: LoginValue, method?: LoginMethod, typedPassword?: string) => SessionOutcome {
  const queryClient = useQueryClient();
  return (value, method = 'password', typedPassword) => {
    const mustChange = value.passwordExpired && method === 'password';
    // The password just typed is kept in memory for the change, so it is not asked for twice.
    sessionStore.start(value.token, mustChange ? (value.passwordChangeReason ?? 'expired') : null, typedPassword);
    if (mustChange) return 'password-change';
    const { queryKey } = memberInfoQueryOptions(value.token);
    // Show the account at once from the login answer, then load the authoritative info.
    queryClient.setQueryData(queryKey, value.userInfo);
    void queryClient.invalidateQueries({ queryKey });
    return value.withdrawOnly ? 'withdraw-only' : 'ready';
  };
}
