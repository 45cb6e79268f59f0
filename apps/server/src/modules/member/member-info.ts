import { toLanguage } from '@panalo/contract/constants';
import { isAgentType, isTrialType } from '@panalo/contract/member-types';
import type { MemberInfo } from '@panalo/contract/member';
import type { Executor } from '../../db/executor';
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

/**
 * The query of the info page's member columns, joined from the member, its brand and its upline:
 * the member's own profile read and the session lookup (session.repository.ts) both build on it,
 * so an authenticated request needs no second query.
 */
export function selectProfile(db: Executor) {
  return db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .leftJoin('members as upline', 'upline.id', 'members.upline_id')
    .select([
      'members.id as memberId',
      'members.username as username',
      'members.nickname as nickname',
      'members.type as type',
      'members.language as language',
      'members.referral_code as referralCode',
      'members.created_at as registeredAt',
      'members.status as status',
      'members.merchant_id as merchantId',
      'merchants.code as merchantCode',
      'upline.username as uplineAccount',
    ]);
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
