import { toLanguage, type Language } from '@panalo/contract/constants';
import { isPlayerType, isTrialType, MemberStatus } from '@panalo/contract/member-types';
import type { UnlockByCodeRequest, UnlockByLinkRequest, UnlockRequest, UnlockSent, UnlockValue } from '@panalo/contract/session';
import type { AppContext } from '../../app-context';
import type { MailOutbound } from '../../adapters/mail/mail-outbound';
import type { SmsGateway } from '../../adapters/sms/sms-gateway';
import type { Executor } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import type { Visitor } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';
import { checkCaptcha } from '../captcha/captcha.service';
import { requireHumanCheck } from '../human-check/human-check.service';
import { findMemberWithCredentials } from '../member/member-credentials';
import { accountIsLocked, liftAccountLock } from '../session/login-guard';
import { verifiedPhoneOf } from '../verification/phone';
import { checkCode, sendCode, useCode } from '../verification/sms-code.service';
import { unlockMail } from './recovery-email-message';
import { findResetToken, spendMemberResetTokens, spendResetToken } from './recovery-email.repository';
import { issueResetLink } from './recovery-email.service';

/*
 * Unlocking an account that too many wrong passwords locked (docs/security.md, "Unlock"). Whoever
 * locked it knows only the username, so the way out goes where only the owner is: an SMS code to
 * the account's verified mobile number (recovery's SMS codes, purpose `unlock`) or a one-time link
 * to the account's e-mail address (recovery's mailed links, purpose `unlock`). Using either lifts
 * the lock and is written to the audit log; it opens no session, the owner then logs in with the
 * password as usual.
 */

export interface UnlockSenders {
  gateway: SmsGateway;
  outbound: MailOutbound;
  /** Where a mailed link points (recovery-email-origin.ts); null when no safe address is known. */
  origin: string | null;
}

const usernameOf = (typed: string) => typed.trim().toLowerCase();

/** The account behind a username, when it is an active player's and its lock is on. */
async function lockedAccount(ctx: AppContext, merchant: Merchant, username: string) {
  const member = await findMemberWithCredentials(ctx.db, merchant.id, username);
  if (!member || !isPlayerType(member.type) || isTrialType(member.type) || member.status !== MemberStatus.ACTIVE) return undefined;
  return (await accountIsLocked(ctx, { merchantId: merchant.id, username })) ? member : undefined;
}

/**
 * POST /wps/session/unlock: sends the code or the link, and answers alike whether or not the
 * account exists, is locked, or has that channel, so the call tells nobody which. An account that
 * is not locked gets nothing: the call cannot be used to text or mail its owner at will. SMS sends
 * keep every guard of the other sends (human check, the brand's captcha, one a second per client,
 * the per-number and per-client hourly limits); mails the per-account hourly limit of reset links.
 */
export async function requestUnlock(
  ctx: AppContext,
  senders: UnlockSenders,
  { merchant, client, language, form }: Visitor & { language: Language; form: UnlockRequest },
): Promise<UnlockSent> {
  const username = usernameOf(form.username);
  if (!username) throw new AppError('REQUIRED_FIELDS_MISSING');
  if (form.channel === 'email') {
    const { origin } = senders;
    if (!origin) throw new AppError('FUNCTION_NOT_ENABLED');
    // In the background, like the reset mail: neither the answer nor its timing says what was found.
    senders.outbound.defer(() => mailUnlockLink(ctx, senders.outbound, { merchant, client, origin, username }));
    return { channel: 'email', expiredMinutes: ctx.config.PASSWORD_RESET_MINUTES };
  }
  await requireHumanCheck(ctx, merchant, 'sms', form.humanCheck);
  // Checked before the account is looked at, so a missing captcha is refused alike for every username.
  if (merchant.settings.sms.captcha) await checkCaptcha(ctx, merchant.id, form.captchaId, form.captcha);
  const member = await lockedAccount(ctx, merchant, username);
  const phone = member ? await verifiedPhoneOf(ctx.db, merchant.id, member.id) : undefined;
  if (phone) {
    await sendCode(ctx, senders.gateway, merchant, {
      purpose: 'unlock',
      phone,
      deliver: true,
      ip: client.ip,
      language,
      captchaChecked: true,
    });
  }
  return { channel: 'sms', expiredMinutes: merchant.settings.sms.expiredMinutes };
}

async function mailUnlockLink(
  ctx: AppContext,
  outbound: MailOutbound,
  { merchant, client, origin, username }: Visitor & { origin: string; username: string },
): Promise<void> {
  const member = await lockedAccount(ctx, merchant, username);
  const email = member?.email?.trim();
  if (!member || !email) return;
  const link = await issueResetLink(ctx, {
    merchantId: merchant.id,
    memberId: member.id,
    ip: client.ip,
    origin,
    actorMemberId: null,
    action: 'member.unlock_mail_sent',
    purpose: 'unlock',
  });
  if (!link) return;
  const language = toLanguage(member.language);
  const minutes = ctx.config.PASSWORD_RESET_MINUTES;
  await outbound.send(unlockMail(email, { brand: merchant.name, account: member.username, link, minutes, language }));
}

/** Lifts the lock and records who proved what, in the transaction that spends the code or link. */
async function unlock(
  tx: Executor,
  { merchant, client }: Visitor,
  member: { id: number; username: string },
  channel: 'sms' | 'email',
  now: number,
) {
  await liftAccountLock(tx, { merchantId: merchant.id, username: member.username });
  await appendAudit(tx, {
    merchantId: merchant.id,
    actorMemberId: member.id,
    action: 'member.unlocked',
    subjectType: 'member',
    subjectId: member.id,
    ip: client.ip,
    detail: { channel },
    at: now,
  });
}

/**
 * POST /wps/session/unlock/code: the SMS code sent to the account's verified number. Each try
 * counts against the code (five, then it is dead), as for every SMS code.
 */
export async function unlockByCode(ctx: AppContext, visitor: Visitor & { form: UnlockByCodeRequest }): Promise<UnlockValue> {
  const { merchant, form } = visitor;
  const username = usernameOf(form.username);
  if (!form.code) throw new AppError('VERIFICATION_CODE_REQUIRED');
  const member = username ? await findMemberWithCredentials(ctx.db, merchant.id, username) : undefined;
  const phone = member ? await verifiedPhoneOf(ctx.db, merchant.id, member.id) : undefined;
  if (!member || !phone) throw new AppError('VERIFICATION_CODE_INVALID');
  const codeId = await checkCode(ctx, merchant.id, 'unlock', phone, form.code);
  refuseUnlessActiveMember(member);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await useCode(tx, codeId, now);
    await unlock(tx, visitor, member, 'sms', now);
  });
  return { username: member.username };
}

/** POST /wps/session/unlock/link: the token of the mailed link; one use, PASSWORD_RESET_MINUTES. */
export async function unlockByLink(ctx: AppContext, visitor: Visitor & { form: UnlockByLinkRequest }): Promise<UnlockValue> {
  const { merchant, form } = visitor;
  const now = ctx.clock.now();
  const token = form.token.trim();
  const found = token ? await findResetToken(ctx.db, merchant.id, sha256(token), 'unlock') : undefined;
  if (!found || found.usedAt !== null || now >= found.expiresAt) throw new AppError('UNLOCK_LINK_INVALID');
  refuseUnlessActiveMember(found);
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await spendResetToken(tx, found.id, now))) throw new AppError('UNLOCK_LINK_INVALID');
    await spendMemberResetTokens(tx, found.memberId, now, 'unlock');
    await unlock(tx, visitor, { id: found.memberId, username: found.username }, 'email', now);
  });
  return { username: found.username };
}
