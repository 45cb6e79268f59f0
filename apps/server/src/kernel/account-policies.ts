import { isPlayerType, isTrialType, MemberStatus } from '@panalo/contract/member-types';
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

/** The agent centre's calls (team, downlines, invitations) serve agents (types 1, 2, 41, 42) only. */
export function refuseUnlessAgent(session: AuthenticatedSession): void {
  refuseUnlessRealMember(session);
  if (!session.isAgent) throw new AppError('NOT_AGENT');
}

/**
 * Who may log in to the player site, whatever the proof (password, SMS code, social sign-in,
 * reset link): staff and trial accounts never; locked or disabled accounts not at all.
 */
export function refuseUnlessActiveMember(member: { type: number; status: string }): void {
  if (!isPlayerType(member.type) || isTrialType(member.type)) throw new AppError('NON_MEMBER_ACCOUNT');
  if (member.status !== MemberStatus.ACTIVE) throw new AppError('ACCOUNT_DISABLED');
}
