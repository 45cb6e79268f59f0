import { normalizeRegistration, validateRegistration, type RegisterRequest } from '@panalo/contract/registration';
import type { LoginValue } from '@panalo/contract/session';
import type { Language } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { checkCaptcha } from '../captcha/captcha.service';
import { requireHumanCheck } from '../human-check/human-check.service';
import type { Merchant } from '../../kernel/merchant';
import { openSession } from '../session/session.service';
import type { ClientInfo } from '../../kernel/caller';
import { screenApplicant } from '../restricted/restricted.service';
import { phoneOf, splitPhone } from '../verification/phone';
import { checkCode, useCode } from '../verification/sms-code.service';
import { accountMethods } from '../verification/sms-features';
import { findPhoneOwner, insertMemberPhone } from '../verification/phone';
import { agentByInvitationCode, createMember, usernameTaken } from '../member/member-creation';
import { memberInfoOf } from '../member/member.service';
import { inviterOf, recordReferral } from '../referral/referral.service';

/** The agent an invitation code belongs to, or INVALID_INVITATION_CODE. */
export async function findInvitingAgent(ctx: AppContext, merchant: Merchant, code: string) {
  const agent = await agentByInvitationCode(ctx, merchant.id, code);
  if (!agent) throw new AppError('INVALID_INVITATION_CODE');
  return agent;
}

const optional = (value: string | undefined) => (value ? value : null);

function contactFields(input: Partial<RegisterRequest>): string {
  const { qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId, gamingVenue } = input;
  const contact = Object.fromEntries(
    Object.entries({ qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId, gamingVenue }).filter(([, v]) => v),
  );
  return JSON.stringify(contact);
}

type Application = Partial<RegisterRequest> & Pick<RegisterRequest, 'termsAccepted' | 'ageConfirmed'>;

/**
 * The form's own rules, shared by every way an account is opened: the terms and the age-21
 * confirmation, the brand's field rules, and the outlet when the brand lists outlets.
 */
function checkForm(
  merchant: Merchant,
  input: Application,
  language: Language,
  rules: { invitationCodeRequired?: boolean; mobileRequired?: boolean; usernameOptional?: boolean; passwordOptional?: boolean },
): void {
  if (input.termsAccepted !== true) throw new AppError('TERMS_NOT_ACCEPTED');
  if (input.ageConfirmed !== true) throw new AppError('AGE_NOT_CONFIRMED');
  const { gamingVenues, defaultCountryDialingCode: homeDialingCode } = merchant.registerSettings;
  const fields = validateRegistration(input, merchant.validation, language, { homeDialingCode, ...rules });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  if (gamingVenues.length > 0 && !gamingVenues.some((venue) => venue.value === input.gamingVenue)) {
    throw new AppError('VENUE_REQUIRED');
  }
}

/**
 * What every registration form checks, in order: the terms and the age-21 confirmation, the
 * brand's field rules, the outlet when the brand lists outlets, the human check and the captcha
 * when the brand asks for them, and the invitation code. Returns the agent who invited the member, if any.
 */
export async function checkApplication(
  ctx: AppContext,
  merchant: Merchant,
  input: Application,
  language: Language,
  rules: { mobileRequired?: boolean; usernameOptional?: boolean; passwordOptional?: boolean } = {},
) {
  checkForm(merchant, input, language, { invitationCodeRequired: merchant.registerSettings.invitationCodeRequired, ...rules });
  await requireHumanCheck(ctx, merchant, 'register', input.humanCheck);
  if (merchant.validation.captcha.enabled) await checkCaptcha(ctx, merchant.id, input.captchaId, input.captcha);
  const invitationCode = input.affiliateCode || input.referralCode;
  if (!invitationCode) return null;
  // A member's friend code invites without making an upline: the referral is recorded with the account.
  if (await inviterOf(ctx, merchant.id, invitationCode)) return null;
  return findInvitingAgent(ctx, merchant, invitationCode);
}

/** A mobile number proven by a registration SMS code (checked, to be spent with the new account). */
export interface ProvenPhone {
  phone: string;
  codeId: number | null;
}

/** Checks that a number is free in the brand and that the typed registration code is right. */
export async function provePhone(ctx: AppContext, merchant: Merchant, input: Partial<RegisterRequest>): Promise<ProvenPhone> {
  const phone = phoneOf(merchant, input.mobileNum, input.countryDialingCode);
  if (await findPhoneOwner(ctx.db, merchant.id, phone)) throw new AppError('MOBILE_TAKEN');
  return { phone, codeId: await checkCode(ctx, merchant.id, 'register', phone, input.verificationCode) };
}

/** Who registers: anonymous, so the brand and the client travel together instead of a Caller's session. */
export interface Registration<Form = undefined> {
  merchant: Merchant;
  client: ClientInfo;
  language: Language;
  form: Form;
}

export interface NewAccount {
  username: string;
  /** An argon2id hash, or null for an account that logs in by SMS code only. */
  passwordHash: string | null;
  upline: { id: number } | null;
  method: 'username' | 'mobile';
  /** The member's number as an identity; verified when an SMS code proved it. */
  phone: ProvenPhone | null;
}

/**
 * Creates the member, their credentials, their number, the audit entry and the first session in
 * one transaction, spending the SMS code in it; the member is logged in by the answer.
 */
export async function createMemberAccount(
  ctx: AppContext,
  { merchant, client, language, input, account }: Omit<Registration, 'form'> & { input: Partial<RegisterRequest>; account: NewAccount },
): Promise<LoginValue> {
  const now = ctx.clock.now();
  const mobile = input.mobileNum ? splitPhone(merchant, input.mobileNum, input.countryDialingCode) : null;
  const invitationCode = input.affiliateCode || input.referralCode;
  const inviterId = invitationCode ? await inviterOf(ctx, merchant.id, invitationCode) : undefined;
  try {
    const { memberId, token } = await ctx.db.transaction().execute(async (tx) => {
      if (account.phone?.codeId != null) await useCode(tx, account.phone.codeId, now);
      const memberId = await createMember(tx, {
        merchantId: merchant.id,
        username: account.username,
        passwordHash: account.passwordHash,
        upline: account.upline,
        language,
        registerMethod: input.registerMethod ?? 'WEB',
        profile: {
          nickname: optional(input.nickname),
          email: optional(input.email),
          mobileNum: mobile?.mobileNum ?? null,
          countryDialingCode: mobile?.countryDialingCode ?? null,
          payeeName: optional(input.payeeName),
          contact: contactFields(input),
          registerUrl: optional(input.registerUrl),
        },
        client,
        loggedIn: true,
        audit: { method: account.method, phoneVerified: account.phone?.codeId != null },
        now,
      });
      if (account.phone) {
        const verifiedAt = account.phone.codeId != null ? now : null;
        await insertMemberPhone(tx, { memberId, merchantId: merchant.id, phone: account.phone.phone, verifiedAt, now });
      }
      if (inviterId !== undefined) await recordReferral(tx, { merchantId: merchant.id, friendId: memberId, inviterId, now });
      const token = await openSession(ctx, tx, { id: memberId, merchantId: merchant.id }, client);
      return { memberId, token };
    });
    return { token, firstTimeLogin: true, passwordExpired: false, userInfo: await memberInfoOf(ctx, memberId) };
  } catch (error) {
    // Two registrations raced for the same name or number: the unique constraints decided.
    if (await usernameTaken(ctx, merchant.id, account.username)) throw new AppError('USERNAME_TAKEN');
    if (account.phone && (await findPhoneOwner(ctx.db, merchant.id, account.phone.phone))) throw new AppError('MOBILE_TAKEN');
    throw error;
  }
}

/**
 * Registration by username (spec 000 section 3). The checks of checkApplication come first; the
 * invitation code places the new member under the agent who owns it. When the brand verifies
 * numbers by SMS (REGMOBVERF3) and the member gives one, the registration code must match, and
 * the number becomes theirs for log-in by SMS and password by phone.
 */
export async function registerByUsername(
  ctx: AppContext,
  { merchant, client, language, form }: Registration<RegisterRequest>,
): Promise<LoginValue> {
  if (merchant.whitelabel.flags.USERNAMEREG3 !== 1) throw new AppError('REGISTRATION_DISABLED');
  const input = normalizeRegistration(form);
  const upline = await checkApplication(ctx, merchant, input, language);
  await screenApplicant(ctx, merchant, input, client.ip);
  const username = input.username.toLowerCase();
  if (await usernameTaken(ctx, merchant.id, username)) throw new AppError('USERNAME_TAKEN');
  const phone = accountMethods(merchant).smsVerification && input.mobileNum ? await provePhone(ctx, merchant, input) : null;
  const passwordHash = await hashPassword(input.password);
  return createMemberAccount(ctx, {
    merchant,
    client,
    language,
    input,
    account: { username, passwordHash, upline, method: 'username', phone },
  });
}

/** An account an agent opens under themselves (registerCenter). */
export interface DownlineAccount {
  /** The agent, who becomes the upline. */
  upline: { id: number };
  /** An ordinary member, or an agent type for a sub-agent. */
  type: number;
  /** A sub-agent's rate in basis points; null for members. */
  rateBp: number | null;
  /** A sub-agent's own invitation code; null for members. */
  referralCode: string | null;
}

/**
 * An agent opens an account for a downline (registerCenter): the same form rules, outlet and
 * restricted-persons screening as a registration, without the human check (the agent is logged
 * in) or an invitation code (the agent is the upline). No session is opened: the downline logs in
 * with the password the agent gave them. Returns the new member's id.
 */
export async function registerDownline(
  ctx: AppContext,
  { merchant, client, language, form, account }: Registration<Partial<RegisterRequest> & Application> & { account: DownlineAccount },
): Promise<number> {
  const input = normalizeRegistration(form);
  // The fields that prove a visitor (SMS code, captcha) or place them (invitation code) do not apply.
  const fields = { ...input, verificationCode: undefined, affiliateCode: undefined, referralCode: undefined };
  checkForm(merchant, fields, language, {});
  await screenApplicant(ctx, merchant, input, client.ip);
  const username = (input.username ?? '').toLowerCase();
  if (await usernameTaken(ctx, merchant.id, username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(input.password ?? '');
  const mobile = input.mobileNum ? splitPhone(merchant, input.mobileNum, input.countryDialingCode) : null;
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute((tx) =>
      createMember(tx, {
        merchantId: merchant.id,
        username,
        type: account.type,
        agentRateBp: account.rateBp,
        referralCode: account.referralCode,
        passwordHash,
        upline: account.upline,
        language,
        registerMethod: 'AGENT',
        profile: {
          nickname: optional(input.nickname),
          email: optional(input.email),
          mobileNum: mobile?.mobileNum ?? null,
          countryDialingCode: mobile?.countryDialingCode ?? null,
          payeeName: optional(input.payeeName),
          contact: contactFields(input),
        },
        client,
        loggedIn: false,
        audit: { method: 'agent', type: account.type, rateBp: account.rateBp },
        now,
      }),
    );
  } catch (error) {
    if (await usernameTaken(ctx, merchant.id, username)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}
