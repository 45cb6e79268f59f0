import { AGENT_TYPES, MemberStatus, MemberType } from '@panalo/contract/member-types';
import { normalizeRegistration, validateRegistration, type RegisterRequest } from '@panalo/contract/registration';
import type { LoginValue } from '@panalo/contract/session';
import type { Language } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { appendAudit } from '../audit/audit.repository';
import { checkCaptcha } from '../captcha/captcha.service';
import type { Merchant } from '../merchant/merchant';
import { openSession, type ClientInfo } from '../session/session.service';
import { findAgentByReferralCode, findMemberByUsername, insertCredentials, insertMember } from './member.repository';
import { memberInfoOf } from './member.service';

/** The agent an invitation code belongs to, or INVALID_INVITATION_CODE. */
export async function findInvitingAgent(ctx: AppContext, merchant: Merchant, code: string) {
  const agent = await findAgentByReferralCode(ctx.db, merchant.id, code.trim().toUpperCase(), AGENT_TYPES);
  if (!agent) throw new AppError('INVALID_INVITATION_CODE');
  return agent;
}

const optional = (value: string | undefined) => (value ? value : null);

function contactFields(input: RegisterRequest): string {
  const { qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId, gamingVenue } = input;
  const contact = Object.fromEntries(
    Object.entries({ qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId, gamingVenue }).filter(([, v]) => v),
  );
  return JSON.stringify(contact);
}

/**
 * Registration by username (spec 000 section 3). The terms and the age-21 confirmation come
 * first, then the brand's field rules, the captcha when the brand asks for one, and the invitation
 * code, which places the new member under the agent who owns it. The member is logged in.
 */
export async function registerByUsername(
  ctx: AppContext,
  merchant: Merchant,
  raw: RegisterRequest,
  client: ClientInfo,
  language: Language,
): Promise<LoginValue> {
  if (merchant.whitelabel.flags.USERNAMEREG3 !== 1) throw new AppError('REGISTRATION_DISABLED');
  const input = normalizeRegistration(raw);
  if (input.termsAccepted !== true) throw new AppError('TERMS_NOT_ACCEPTED');
  if (input.ageConfirmed !== true) throw new AppError('AGE_NOT_CONFIRMED');

  const { invitationCodeRequired, gamingVenues } = merchant.registerSettings;
  const fields = validateRegistration(input, merchant.validation, language, { invitationCodeRequired });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  if (gamingVenues.length > 0 && !gamingVenues.some((venue) => venue.value === input.gamingVenue)) {
    throw new AppError('VENUE_REQUIRED');
  }
  if (merchant.validation.captcha.enabled) await checkCaptcha(ctx, merchant.id, input.captchaId, input.captcha);

  const invitationCode = input.affiliateCode || input.referralCode;
  const upline = invitationCode ? await findInvitingAgent(ctx, merchant, invitationCode) : null;
  const username = input.username.toLowerCase();
  if (await findMemberByUsername(ctx.db, merchant.id, username)) throw new AppError('USERNAME_TAKEN');

  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    const { memberId, token } = await ctx.db.transaction().execute(async (tx) => {
      const memberId = await insertMember(tx, {
        merchant_id: merchant.id,
        username,
        type: MemberType.MEMBER,
        upline_id: upline?.id ?? null,
        language,
        status: MemberStatus.ACTIVE,
        nickname: optional(input.nickname),
        email: optional(input.email),
        mobile_num: optional(input.mobileNum),
        country_dialing_code: input.mobileNum ? input.countryDialingCode || merchant.registerSettings.defaultCountryDialingCode : null,
        payee_name: optional(input.payeeName),
        referral_code: null,
        contact: contactFields(input),
        register_ip: client.ip,
        register_url: optional(input.registerUrl),
        register_method: input.registerMethod ?? 'WEB',
        last_login_at: now,
        created_at: now,
        updated_at: now,
      });
      await insertCredentials(tx, memberId, passwordHash, now);
      await appendAudit(tx, {
        merchantId: merchant.id,
        actorMemberId: memberId,
        action: 'member.registered',
        subjectType: 'member',
        subjectId: memberId,
        ip: client.ip,
        detail: { uplineId: upline?.id ?? null, method: 'username' },
        at: now,
      });
      const token = await openSession(ctx, tx, { id: memberId, merchantId: merchant.id }, client);
      return { memberId, token };
    });
    return { token, firstTimeLogin: true, passwordExpired: false, userInfo: await memberInfoOf(ctx, memberId) };
  } catch (error) {
    // Two registrations raced for the same name: the unique constraint decided.
    if (await findMemberByUsername(ctx.db, merchant.id, username)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}
