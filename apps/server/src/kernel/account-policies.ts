import { isPlayerType } from '@panalo/contract/member-types';
import { AppError } from '../lib/app-error';
import type { AuthenticatedSession } from './caller';

/*
 * Who may call what, one function per rule. Routes apply them as guards (plugins/auth.ts:
 * requireSession, requireRealMember), so services never repeat them.
 */

/** The player site serves players (members, agents, trial players); a staff session is refused. */
export function refuseUnlessPlayer(session: AuthenticatedSession): void {
  if (!isPlayerType(session.type)) throw new AppError('NON_MEMBER_ACCOUNT');
}

/** A trial (free play) account only plays; wallets, records, profile and security need a true account. */
export function refuseUnlessRealMember(session: AuthenticatedSession): void {
  refuseUnlessPlayer(session);
  if (session.isTrial) throw new AppError('NEED_TRUE_ACCOUNT');
}
