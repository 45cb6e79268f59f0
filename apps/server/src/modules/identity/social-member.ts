import type { Language } from '@panalo/contract/constants';
import { AGENT_TYPES, MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { findAgentByReferralCode, findMemberByUsername, insertCredentials, insertMember } from '../member/member.repository';
import type { ClientInfo } from '../../kernel/caller';
import { findLinkedMember, insertIdentity, touchIdentity } from './identity.repository';
import { fallbackUsername, usernameCandidates } from './social-username';

/** Who the provider says signed in; `subject` is what links the account, never the e-mail. */
export interface ProviderIdentity {
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  preferredUsername?: string;
  name?: string;
}

/** Chosen before the member left for the provider (the start call's query). */
export interface SignUpDetails {
  referralCode?: string;
  gamingVenue?: string;
  language: Language;
}

/** The member linked to this provider account, created on the first sign-in when the brand allows it. */
export async function socialMember(
  ctx: AppContext,
  merchant: Merchant,
  identity: ProviderIdentity,
  details: SignUpDetails,
  client: ClientInfo,
): Promise<number> {
  const linked = await findLinkedMember(ctx.db, merchant.id, identity.issuer, identity.subject);
  if (linked) {
    refuseUnlessActiveMember(linked);
    await touchIdentity(ctx.db, linked.identityId, identity.email, ctx.clock.now());
    return linked.id;
  }
  return createSocialMember(ctx, merchant, identity, details, client);
}

/** A brand registers people when any registration method is on; social sign-up can be turned off alone. */
function signUpAllowed(merchant: Merchant): boolean {
  const { flags, modules } = merchant.whitelabel;
  const registers = flags.USERNAMEREG3 === 1 || flags.MOBILENUMREG3 === 1 || modules.mobileRegistration === 1;
  return registers && merchant.settings.socialLogin.signUp;
}

export async function invitingAgent(ctx: AppContext, merchant: Merchant, code: string | undefined) {
  if (!code) {
    if (merchant.registerSettings.invitationCodeRequired) throw new AppError('INVALID_INVITATION_CODE');
    return null;
  }
  const agent = await findAgentByReferralCode(ctx.db, merchant.id, code.trim().toUpperCase(), AGENT_TYPES);
  if (!agent) throw new AppError('INVALID_INVITATION_CODE');
  return agent;
}

async function freeUsername(ctx: AppContext, merchant: Merchant, identity: ProviderIdentity): Promise<string> {
  for (const name of usernameCandidates(identity, identity.provider, merchant.validation.username)) {
    if (!(await findMemberByUsername(ctx.db, merchant.id, name))) return name;
  }
  return fallbackUsername(identity.provider);
}

/**
 * A new member from a social sign-in. The brand's registration rules that can apply without a
 * form do: registration on, invitation code (given at the start), outlet. Age and restricted
 * persons are checked at KYC, as for every member. The member has no password ('!' is no
 * argon2 hash) until one is set.
 */
async function createSocialMember(
  ctx: AppContext,
  merchant: Merchant,
  identity: ProviderIdentity,
  details: SignUpDetails,
  client: ClientInfo,
): Promise<number> {
  if (!signUpAllowed(merchant)) throw new AppError('REGISTRATION_DISABLED');
  const upline = await invitingAgent(ctx, merchant, details.referralCode);
  const { gamingVenues } = merchant.registerSettings;
  if (gamingVenues.length > 0 && !gamingVenues.some((venue) => venue.value === details.gamingVenue)) throw new AppError('VENUE_REQUIRED');

  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(ctx, merchant, identity);
    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction().execute(async (tx) => {
        const memberId = await insertMember(tx, {
          merchant_id: merchant.id,
          username,
          type: MemberType.MEMBER,
          upline_id: upline?.id ?? null,
          language: details.language,
          status: MemberStatus.ACTIVE,
          nickname: identity.name?.slice(0, 50) || null,
          email: identity.emailVerified ? identity.email : null,
          mobile_num: null,
          country_dialing_code: null,
          payee_name: null,
          referral_code: null,
          contact: details.gamingVenue ? JSON.stringify({ gamingVenue: details.gamingVenue }) : '{}',
          register_ip: client.ip,
          register_url: null,
          register_method: identity.provider.toUpperCase(),
          last_login_at: null,
          created_at: now,
          updated_at: now,
        });
        await insertCredentials(tx, memberId, '!', now);
        await insertIdentity(tx, { ...identity, merchantId: merchant.id, memberId, now });
        await appendAudit(tx, {
          merchantId: merchant.id,
          actorMemberId: memberId,
          action: 'member.registered',
          subjectType: 'member',
          subjectId: memberId,
          ip: client.ip,
          detail: { uplineId: upline?.id ?? null, method: identity.provider },
          at: now,
        });
        return memberId;
      });
    } catch (error) {
      // Another sign-in of the same person won the race, or another member took the name meanwhile.
      const raced = await findLinkedMember(ctx.db, merchant.id, identity.issuer, identity.subject);
      if (raced) return raced.id;
      if (attempt >= 2) throw error;
    }
  }
}
