import type { MemberInfo } from '@panalo/contract/member';
import { useSession } from '../../../lib/session-store';
import { useMemberInfo } from '../api/get-member-info';

export interface CurrentMember {
  token: string | null;
  member: MemberInfo | undefined;
  /** A token exists and the account is usable (password not pending a forced change). */
  isLoggedIn: boolean;
  /** A token exists but the member info has not arrived yet. */
  isLoading: boolean;
  passwordChangeRequired: boolean;
  isAgent: boolean;
  isTrial: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useCurrentMember(): CurrentMember {
  const { token, passwordChangeRequired } = useSession();
  const info = useMemberInfo();
  const active = Boolean(token) && !passwordChangeRequired;
  const member = active ? info.data : undefined;
  return {
    token,
    member,
    isLoggedIn: active,
    isLoading: active && info.isPending,
    passwordChangeRequired,
    isAgent: member?.isAgent ?? false,
    isTrial: member?.isTrial ?? false,
    error: active ? info.error : null,
    refetch: () => void info.refetch(),
  };
}
