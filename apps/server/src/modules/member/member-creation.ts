import type { Language } from '@panalo/contract/constants';
import { AGENT_TYPES, MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import { refuseExcludedIdentity } from '../../kernel/play-restrictions';
import type { ClientInfo } from '../../kernel/caller';
import { findAgentByReferralCode, findMemberByUsername, insertCredentials, insertMember, recordMemberDevice } from './member.repository';

/** A password hash no password matches ('!' is no argon2 hash): the account has no password until one is set. */
export const NO_PASSWORD = '!';

/** What the member gave about themselves at sign-up; every field is optional. */
export interface NewMemberProfile {
  nickname?: string | null;
  email?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  payeeName?: string | null;
  /** JSON of the contact fields (QQ, LINE, outlet...). */
  contact?: string;
  registerUrl?: string | null;
}

/** Everything that differs between the ways a member comes to be: registration, mobile, social, free play. */
export interface NewMemberInput {
  merchantId: number;
  username: string;
  /** Defaults to an ordinary member; free play creates trial accounts, agents open sub-agents. */
  type?: number;
  /** A sub-agent's rate in basis points. */
  agentRateBp?: number | null;
  /** A sub-agent's own invitation code. */
  referralCode?: string | null;
  /** An argon2id hash, or null for an account without a password. */
  passwordHash: string | null;
  /** The agent the member is placed under (their invitation code), if any. */
  upline: { id: number } | null;
  language: Language;
  registerMethod: string;
  profile?: NewMemberProfile;
  client: ClientInfo;
  /** True when the flow logs the member in at once (their first log-in is now). */
  loggedIn: boolean;
  /** The detail of the `member.registered` audit entry after the upline; null for trial accounts, which are not audited. */
  audit: Record<string, unknown> | null;
  now: number;
}

/**
 * Creates one member: the member row placed under their upline, their credentials and the audit
 * entry, in the caller's transaction so that the flow's own rows (number, social identity,
 * session) commit with it. Returns the new member's id.
 */
export async function createMember(tx: Executor, input: NewMemberInput): Promise<number> {
  const { profile = {}, now } = input;
  // A self-excluded person cannot come back under a new name (docs/responsible-gaming.md, "Time-out and self-exclusion").
  await refuseExcludedIdentity(tx, input.merchantId, { mobile: profile.mobileNum, email: profile.email }, now);
  const memberId = await insertMember(tx, {
    merchant_id: input.merchantId,
    username: input.username,
    type: input.type ?? MemberType.MEMBER,
    upline_id: input.upline?.id ?? null,
    language: input.language,
    status: MemberStatus.ACTIVE,
    nickname: profile.nickname ?? null,
    email: profile.email ?? null,
    mobile_num: profile.mobileNum ?? null,
    country_dialing_code: profile.countryDialingCode ?? null,
    payee_name: profile.payeeName ?? null,
    referral_code: input.referralCode ?? null,
    agent_rate_bp: input.agentRateBp ?? null,
    contact: profile.contact ?? '{}',
    register_ip: input.client.ip,
    register_url: profile.registerUrl ?? null,
    register_method: input.registerMethod,
    last_login_at: input.loggedIn ? now : null,
    created_at: now,
    updated_at: now,
  });
  await insertCredentials(tx, memberId, input.passwordHash ?? NO_PASSWORD, now);
  if (input.client.deviceId) await recordMemberDevice(tx, memberId, input.client.deviceId, now);
  if (input.audit) {
    await appendAudit(tx, {
      merchantId: input.merchantId,
      actorMemberId: memberId,
      action: 'member.registered',
      subjectType: 'member',
      subjectId: memberId,
      ip: input.client.ip,
      detail: { uplineId: input.upline?.id ?? null, ...input.audit },
      at: now,
    });
  }
  return memberId;
}

/** Whether a username is already someone's in the brand (names are stored lower-case). */
export async function usernameTaken(ctx: AppContext, merchantId: number, username: string): Promise<boolean> {
  return (await findMemberByUsername(ctx.db, merchantId, username)) !== undefined;
}

/** The agent who owns an invitation code in the brand, or null. */
export async function agentByInvitationCode(ctx: AppContext, merchantId: number, code: string) {
  return (await findAgentByReferralCode(ctx.db, merchantId, code.trim().toUpperCase(), AGENT_TYPES)) ?? null;
}
