import { toLanguage } from '@panalo/contract/constants';
import { isAgentType, isTrialType } from '@panalo/contract/member-types';
import type { MemberInfo } from '@panalo/contract/member';
import { toIso } from '../../lib/clock';

/** The member columns the info page shows, as both the profile and the session lookup select them. */
export interface ProfileRow {
  memberId: number;
  username: string;
  nickname: string | null;
  type: number;
  language: string;
  referralCode: string | null;
  registeredAt: number;
  merchantCode: string;
  uplineAccount: string | null;
}

export function toMemberInfo(row: ProfileRow): MemberInfo {
  return {
    id: row.memberId,
    account: row.username,
    nickname: row.nickname,
    regDate: toIso(row.registeredAt),
    type: row.type,
    isAgent: isAgentType(row.type),
    isTrial: isTrialType(row.type),
    language: toLanguage(row.language),
    merchantCode: row.merchantCode,
    referralCode: isAgentType(row.type) ? row.referralCode : null,
    uplineAccount: row.uplineAccount ?? null,
  };
}
