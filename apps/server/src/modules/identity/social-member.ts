import type { Language } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';
import { agentByInvitationCode, createMember, usernameTaken } from '../member/member-creation';
import type { Visitor } from '../../kernel/caller';
import { inviterOf, recordReferral } from '../referral/referral.service';
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

/** A finished sign-in at a provider: who the provider says it is, and what was chosen before leaving. */
export interface SocialSignIn extends Visitor {
  identity: ProviderIdentity;
  details: SignUpDetails;
}

/** The member linked to this provider account, created on the first sign-in when the brand allows it. */
export async function socialMember(ctx: AppContext, sign: SocialSignIn): Promise<number> {
  const { merchant, identity } = sign;
  const linked = await findLinkedMember(ctx.db, merchant.id, identity.issuer, identity.subject);
  if (linked) {
    refuseUnlessActiveMember(linked);
    await touchIdentity(ctx.db, linked.identityId, identity.email, ctx.clock.now());
    return linked.id;
  }
  return createSocialMember(ctx, sign);
}

/** A brand registers people when any registration method is on; social sign-up can be turned off alone. */
function signUpAllowed(merchant: Merchant): boolean {
  const { flags, modules } = merchant.whitelabel;
  const registers = flags.USERNAMEREG3 === 1 || flags.MOBILENUMREG3 === 1 || modules.mobileRegistration === 1;
  return registers && merchant.settings.socialLogin.signUp;
}

/**
 * Who invited a social sign-up: an agent's invitation code makes the agent the upline; a member's
 * friend code invites without an upline (the referral is recorded with the account, as a form
 * registration does). INVALID_INVITATION_CODE for any other code, or none where one is required.
 */
export async function invitation(
  ctx: AppContext,
  merchant: Merchant,
  code: string | undefined,
): Promise<{ upline: Awaited<ReturnType<typeof invitingAgent>>; inviterId?: number }> {
  const inviterId = code ? await inviterOf(ctx, merchant.id, code) : undefined;
  if (inviterId !== undefined) return { upline: null, inviterId };
  return { upline: await invitingAgent(ctx, merchant, code) };
}

async function invitingAgent(ctx: AppContext, merchant: Merchant, code: string | undefined) {
  if (!code) {
    if (merchant.registerSettings.invitationCodeRequired) throw new AppError('INVALID_INVITATION_CODE');
    return null;
  }
  const agent = await agentByInvitationCode(ctx, merchant.id, code);
  if (!agent) throw new AppError('INVALID_INVITATION_CODE');
  return agent;
}

async function freeUsername(ctx: AppContext, merchant: Merchant, identity: ProviderIdentity): Promise<string> {
  for (const name of usernameCandidates(identity, identity.provider, merchant.validation.username)) {
    if (!(await usernameTaken(ctx, merchant.id, name))) return name;
  }
  return fallbackUsername(identity.provider);
}

/**
 * A new member from a social sign-in. The brand's registration rules that can apply without a
 * form do: registration on, invitation code (given at the start), outlet. Age and restricted
 * persons are checked at KYC, as for every member. The member has no password until one is set.
 */
async function createSocialMember(ctx: AppContext, { merchant, client, identity, details }: SocialSignIn): Promise<number> {
  if (!signUpAllowed(merchant)) throw new AppError('REGISTRATION_DISABLED');
  const { upline, inviterId } = await invitation(ctx, merchant, details.referralCode);
  const { gamingVenues } = merchant.registerSettings;
  if (gamingVenues.length > 0 && !gamingVenues.some((venue) => venue.value === details.gamingVenue)) throw new AppError('VENUE_REQUIRED');

  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(ctx, merchant, identity);
    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction().execute(async (tx) => {
        const memberId = await createMember(tx, {
          merchantId: merchant.id,
          username,
          passwordHash: null,
          upline,
          language: details.language,
          registerMethod: identity.provider.toUpperCase(),
          profile: {
            nickname: identity.name?.slice(0, 50) || null,
            email: identity.emailVerified ? identity.email : null,
            contact: details.gamingVenue ? JSON.stringify({ gamingVenue: details.gamingVenue }) : '{}',
          },
          client,
          loggedIn: false,
          audit: { method: identity.provider },
          now,
        });
        await insertIdentity(tx, { ...identity, merchantId: merchant.id, memberId, now });
        if (inviterId !== undefined) await recordReferral(tx, { merchantId: merchant.id, friendId: memberId, inviterId, now });
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
