import { toLanguage, type Language } from '@panalo/contract/constants';
import { isPlayerType, isTrialType, MemberStatus } from '@panalo/contract/member-types';
import { passwordProblem, requiredFieldProblem, trimStrings } from '@panalo/contract/registration';
import type { PasswordByEmailRequest, PasswordByEmailValue, PasswordResetRequest, PasswordResetValue } from '@panalo/contract/verification';
import type { AppContext } from '../../app-context';
import type { MailOutbound } from '../../adapters/mail/mail-outbound';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { newToken, sha256 } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import type { MailLinkPurpose } from '../../db/schema-recovery';
import { findMemberWithCredentials } from '../member/member-credentials';
import { replacePassword } from '../session/password-replacement';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import type { ClientInfo, Visitor } from '../../kernel/caller';
import { accountMethods } from '../verification/sms-features';
import { resetMail } from './recovery-email-message';
import {
  countResetTokensSince,
  deleteResetTokensBefore,
  findResetToken,
  insertResetToken,
  lockMemberForReset,
  spendMemberResetTokens,
  spendResetToken,
} from './recovery-email.repository';

export interface ResetMailRequest {
  ctx: AppContext;
  outbound: MailOutbound;
  merchant: Merchant;
  client: ClientInfo;
  language: Language;
  /** Where the link points (see siteOrigin); null when no safe address is known. */
  origin: string | null;
}

/** Whether this member may get a link for this address: an active player whose e-mail it is. */
function mayReset(member: { type: number; status: string; email: string | null }, email: string): boolean {
  const active = isPlayerType(member.type) && !isTrialType(member.type) && member.status === MemberStatus.ACTIVE;
  return active && member.email !== null && member.email.trim().toLowerCase() === email.toLowerCase();
}

/** The web app's page each kind of link opens. */
const LINK_PAGES: Record<MailLinkPurpose, string> = { reset: '/resetPassword', unlock: '/unlockAccount' };

/**
 * Makes a one-time link for the member (only its hash is kept) and audits it, within the hourly
 * limit per account and purpose; null when the limit is reached. `purpose` says what the link does
 * (a new password, or lifting the log-in lock) and which page it opens. `actorMemberId` is the
 * staff member who sent it from the back office, null when the member asked.
 */
export async function issueResetLink(
  ctx: AppContext,
  link: {
    merchantId: number;
    memberId: number;
    ip: string;
    origin: string;
    actorMemberId: number | null;
    action: string;
    purpose?: MailLinkPurpose;
  },
): Promise<string | null> {
  const now = ctx.clock.now();
  const token = newToken();
  const purpose = link.purpose ?? 'reset';
  // Outside the transaction below: cleaning up others' old links must not wait on their locks.
  await deleteResetTokensBefore(ctx.db, now - DAY);
  const made = await ctx.db.transaction().execute(async (tx) => {
    await lockMemberForReset(tx, link.memberId);
    const sent = await countResetTokensSince(tx, link.memberId, purpose, now - HOUR);
    if (sent >= ctx.config.PASSWORD_RESET_MAILS_PER_ACCOUNT_PER_HOUR) return false;
    await insertResetToken(tx, {
      merchantId: link.merchantId,
      memberId: link.memberId,
      purpose,
      tokenHash: sha256(token),
      ip: link.ip,
      now,
      expiresAt: now + ctx.config.PASSWORD_RESET_MINUTES * MINUTE,
    });
    await appendAudit(tx, {
      merchantId: link.merchantId,
      actorMemberId: link.actorMemberId,
      action: link.action,
      subjectType: 'member',
      subjectId: link.memberId,
      ip: link.ip,
      detail: { channel: 'email' },
      at: now,
    });
    return true;
  });
  return made ? `${link.origin}${LINK_PAGES[purpose]}?token=${encodeURIComponent(token)}` : null;
}

/** Mails a link made by issueResetLink to the member's address, in the member's language. */
export async function mailResetLink(
  ctx: AppContext,
  outbound: MailOutbound,
  merchant: Merchant,
  member: { email: string; username: string; language: string },
  link: string,
): Promise<void> {
  const minutes = ctx.config.PASSWORD_RESET_MINUTES;
  const language = toLanguage(member.language);
  await outbound.send(resetMail(member.email, { brand: merchant.name, account: member.username, link, minutes, language }));
}

/**
 * The part that depends on the account, run in the background: when the username exists and
 * the e-mail is the account's, a one-time link goes to that address, within the hourly limit.
 */
async function sendResetLink(request: ResetMailRequest, origin: string, username: string, email: string): Promise<void> {
  const { ctx, merchant, client } = request;
  const member = await findMemberWithCredentials(ctx.db, merchant.id, username.toLowerCase());
  if (!member || !mayReset(member, email)) return;
  const link = await issueResetLink(ctx, {
    merchantId: merchant.id,
    memberId: member.id,
    ip: client.ip,
    origin,
    actorMemberId: null,
    action: 'member.password_reset_mail_sent',
  });
  if (link) await mailResetLink(ctx, request.outbound, merchant, { ...member, email: member.email! }, link);
}

/**
 * Forgot password by e-mail (spec 000 sections 4, 5 and 7; CHNGPASSMAIL3). When the username
 * exists and the e-mail is the account's, a one-time link (256-bit token, only its hash kept,
 * PASSWORD_RESET_MINUTES) goes to that address. The answer is the same in every case, and the
 * account lookup and the mail run in the background, so neither the answer nor its timing tells
 * who is a member or what their e-mail is (instead of the spec's "Username/Email does not
 * exist"). An account gets at most PASSWORD_RESET_MAILS_PER_ACCOUNT_PER_HOUR mails; further
 * requests get the same answer.
 */
export async function requestResetMail(request: ResetMailRequest, raw: PasswordByEmailRequest): Promise<PasswordByEmailValue> {
  const { ctx, merchant, language } = request;
  if (!accountMethods(merchant).emailRecovery) throw new AppError('FUNCTION_NOT_ENABLED');
  const input = trimStrings(raw);
  const username = input.username ?? '';
  const email = input.email ?? '';
  if (!username || !email) throw new AppError('REQUIRED_FIELDS_MISSING');
  const usernameProblem = requiredFieldProblem(username, merchant.validation.username, language);
  if (usernameProblem) throw new AppError('ACCOUNT_FORMAT_INVALID', { fields: { username: usernameProblem } });
  const emailProblem = requiredFieldProblem(email, merchant.validation.email, language);
  if (emailProblem) throw new AppError('EMAIL_FORMAT_INVALID', { fields: { email: emailProblem } });
  // Decided before any account is looked at, so a brand without a safe address answers alike for all.
  const { origin } = request;
  if (!origin) throw new AppError('FUNCTION_NOT_ENABLED');
  request.outbound.defer(() => sendResetLink(request, origin, username, email));
  return { expiresInMinutes: ctx.config.PASSWORD_RESET_MINUTES };
}

/** The link's token row, refused unless it is this brand's, unused, live and newer than the password. */
async function liveToken(ctx: AppContext, merchant: Merchant, token: string) {
  const found = token ? await findResetToken(ctx.db, merchant.id, sha256(token)) : undefined;
  if (!found) throw new AppError('PASSWORD_RESET_LINK_INVALID');
  if (found.usedAt !== null) throw new AppError('PASSWORD_RESET_LINK_USED');
  // A password set since the mail went out (by phone, by change, by another link) retires the link.
  if (ctx.clock.now() >= found.expiresAt || found.passwordChangedAt > found.createdAt) throw new AppError('PASSWORD_RESET_LINK_EXPIRED');
  refuseUnlessActiveMember(found);
  return found;
}

/**
 * Sets a new password with an e-mailed link: the brand's password rule applies, the link is
 * spent (and every other link of the member), every session of the member ends, and the audit
 * log records it, in one transaction. The member then logs in with the new password.
 */
export async function resetPasswordByEmail(
  ctx: AppContext,
  { merchant, client, language, form: raw }: Visitor & { language: Language; form: PasswordResetRequest },
): Promise<PasswordResetValue> {
  if (!accountMethods(merchant).emailRecovery) throw new AppError('FUNCTION_NOT_ENABLED');
  const input = trimStrings(raw);
  if (!input.token) throw new AppError('PASSWORD_RESET_LINK_INVALID');
  if (!input.newPassword || !input.confirmNewPassword) throw new AppError('REQUIRED_FIELDS_MISSING');
  const problem = passwordProblem(input.newPassword, merchant.validation, language);
  if (problem) throw new AppError('PASSWORD_FORMAT_INVALID', { fields: { newPassword: problem } });
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('PASSWORD_CONFIRMATION_MISMATCH');

  const found = await liveToken(ctx, merchant, input.token);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await spendResetToken(tx, found.id, now))) throw new AppError('PASSWORD_RESET_LINK_USED');
    await spendMemberResetTokens(tx, found.memberId, now);
    await replacePassword(tx, {
      merchantId: merchant.id,
      memberId: found.memberId,
      passwordHash,
      keepSessionId: null,
      action: 'member.password_reset_by_email',
      ip: client.ip,
      now,
    });
  });
  ctx.sessions.dropMember(found.memberId);
  return { username: found.username };
}
