import { MemberType } from '@panalo/contract/member-types';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../kernel/caller';

/**
 * Withdrawals are for real members and agents. Trial players get NEED_TRUE_ACCOUNT; a staff
 * session (type 9), which the session guard also accepts, has no wallet here.
 */
export function refuseUnlessRealMember(session: AuthenticatedSession): void {
  if (session.isTrial) throw new AppError('NEED_TRUE_ACCOUNT');
  if (session.type === MemberType.OPERATOR) throw new AppError('NON_MEMBER_ACCOUNT');
}
