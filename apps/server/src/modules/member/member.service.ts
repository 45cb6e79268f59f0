import type { MemberInfo } from '@panalo/contract/member';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toMemberInfo } from './member-info';
import { MemberType } from '@panalo/contract/member-types';
import { countRegistrations, findMemberProfile } from './member.repository';

export async function memberInfoOf(ctx: AppContext, memberId: number): Promise<MemberInfo> {
  const profile = await findMemberProfile(ctx.db, memberId);
  if (!profile) throw new AppError('NOT_LOGGED_IN');
  return toMemberInfo(profile);
}

/** A member's account as other modules check it (who, which brand, type and status), or null. */
export async function memberAccountOf(ctx: AppContext, memberId: number) {
  const profile = await findMemberProfile(ctx.db, memberId);
  return profile
    ? { id: profile.memberId, merchantId: profile.merchantId, username: profile.username, type: profile.type, status: profile.status }
    : null;
}

/** How many players and agents registered with the brand since a moment (the back office's dashboard). */
export const registrationsSince = (ctx: AppContext, merchantId: number, since: number): Promise<number> =>
  countRegistrations(ctx.db, merchantId, since, MemberType.OPERATOR);
