import { toLanguage } from '@panalo/contract/constants';
import type { ResetChannel } from '@panalo/contract/staff-players';
import type { AppContext } from '../../app-context';
import type { MailOutbound } from '../../adapters/mail/mail-outbound';
import type { SmsGateway } from '../../adapters/sms/sms-gateway';
import { appendAudit } from '../../kernel/audit';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { findMemberWithCredentials } from '../member/member-credentials';
import { verifiedPhoneOf } from '../verification/phone';
import { sendCode } from '../verification/sms-code.service';
import { accountMethods } from '../verification/sms-features';
import { issueResetLink, mailResetLink } from './recovery-email.service';

/**
 * A password reset a staff member sends from the back office, through the member's own recovery
 * flow: a recovery code by SMS to the verified mobile (the member types it in "forgot password by
 * phone"), or a one-time link by e-mail to the account's address. Staff see only where it went,
 * masked; the code and the link reach the member alone.
 */

export interface StaffResetSenders {
  mail: MailOutbound;
  sms: SmsGateway;
}

/** `se•••@example.com`: enough for staff to tell the member where to look. */
export const maskEmail = (email: string) => email.replace(/^(.{1,2})[^@]*(@.*)$/, '$1•••$2');
/** `+63917•••4567`. */
export const maskPhone = (phone: string) => `${phone.slice(0, -7)}•••${phone.slice(-4)}`;

async function addressesOf(ctx: AppContext, merchant: Merchant, member: { id: number; email: string | null }) {
  const methods = accountMethods(merchant);
  const phone = methods.phoneRecovery ? await verifiedPhoneOf(ctx.db, merchant.id, member.id) : undefined;
  const email = methods.emailRecovery && member.email ? member.email.trim() : null;
  return { sms: phone ?? null, email: email || null };
}

/** Where a reset could go for this player, masked; null where nothing can be sent. */
export async function resetAddresses(ctx: AppContext, merchant: Merchant, member: { id: number; email: string | null }) {
  const found = await addressesOf(ctx, merchant, member);
  return { sms: found.sms && maskPhone(found.sms), email: found.email && maskEmail(found.email) };
}

export async function sendResetByStaff(
  ctx: AppContext,
  senders: StaffResetSenders,
  request: { caller: Caller; username: string; channel: ResetChannel; origin: string | null },
): Promise<{ channel: ResetChannel; sentTo: string; expiresInMinutes: number }> {
  const { merchant, session, client } = request.caller;
  const member = await findMemberWithCredentials(ctx.db, merchant.id, request.username);
  if (!member) throw new AppError('RECORD_NOT_FOUND');
  refuseUnlessActiveMember(member);
  const addresses = await addressesOf(ctx, merchant, member);
  const language = toLanguage(member.language);

  if (request.channel === 'sms') {
    if (!addresses.sms) throw new AppError('RESET_ADDRESS_MISSING');
    const { expiredMinutes } = await sendCode(ctx, senders.sms, merchant, {
      purpose: 'recovery',
      phone: addresses.sms,
      deliver: true,
      ip: client.ip,
      language,
      byStaff: true,
    });
    const sentTo = maskPhone(addresses.sms);
    await appendAudit(ctx.db, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'player.password_reset_sent',
      subjectType: 'member',
      subjectId: member.id,
      ip: client.ip,
      detail: { channel: 'sms', sentTo },
      at: ctx.clock.now(),
    });
    return { channel: 'sms', sentTo, expiresInMinutes: expiredMinutes };
  }

  if (!addresses.email) throw new AppError('RESET_ADDRESS_MISSING');
  if (!request.origin) throw new AppError('FUNCTION_NOT_ENABLED');
  const link = await issueResetLink(ctx, {
    merchantId: merchant.id,
    memberId: member.id,
    ip: client.ip,
    origin: request.origin,
    actorMemberId: session.memberId,
    action: 'player.password_reset_sent',
  });
  if (!link) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: 3600 });
  await mailResetLink(ctx, senders.mail, merchant, { ...member, email: addresses.email }, link);
  return { channel: 'email', sentTo: maskEmail(addresses.email), expiresInMinutes: ctx.config.PASSWORD_RESET_MINUTES };
}
