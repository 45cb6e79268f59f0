import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** DELETE /wps/session/logout (T): revokes the token on the server. */
export const logout = (): Promise<unknown> => apiRequest('/wps/session/logout', z.unknown(), { method: 'DELETE', auth: true });

/** Ends a session this tab holds but does not use (a hand-over the member declined, the one a switch replaced). */
export const endSession = (token: string): Promise<unknown> =>
  apiRequest('/wps/session/logout', z.unknown(), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );

/**
 * Sign out: the local session ends whatever the server answered (the user asked to leave), and
 * the app goes to /. The session is marked as signed out, so a login-only page being left goes
 * home too instead of bouncing to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      sessionStore.clear('signout');
      void navigate('/');
      queryClient.removeQueries({ queryKey: ['member'] });
    },
  });
}
