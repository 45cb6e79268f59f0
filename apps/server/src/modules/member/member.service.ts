import type { MemberInfo } from '@panalo/contract/member';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toMemberInfo } from './member-info';
import { findMemberProfile } from './member.repository';

export async function memberInfoOf(ctx: AppContext, memberId: number): Promise<MemberInfo> {
  const profile = await findMemberProfile(ctx.db, memberId);
  if (!profile) throw new AppError('NOT_LOGGED_IN');
  return toMemberInfo(profile);
}
