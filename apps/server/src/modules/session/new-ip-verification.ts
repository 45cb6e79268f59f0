import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_CHANGE_REASONS, type LoginVerifyRequest, type PasswordChangeReason } from '@panalo/contract/session';
import type { Language } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import type { Mailer } from '../../adapters/mail/mailer';
import type { SmsGateway } from '../../adapters/sms/sms-gateway';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import type { Visitor } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import {
  challengeUsername,
  deleteOldChallenges,
  findVerifiedPhone,
  hasUsedIp,
  insertLoginChallenge,
  takeChallengeTry,
} from './login-challenge.repository';

/** Tries at one code; then the member logs in again for a new one. */
const MAX_TRIES = 5;
const CODE_LENGTH = 6;

type Member = { id: number; username: string; last_login_at: number | null; email: string | null };

/** How the codes leave: the app's SMS gateway and mailer (the same ones the other calls use). */
export interface CodeSenders {
  sms: SmsGateway;
  mail: Mailer;
}

const hashCode = (salt: string, code: string) => sha256(`${salt}:login-ip:${code}`);

const maskPhone = (phone: string) => `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-3)}`;
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

/**
 * Where the code of a new-IP log-in goes: the brand's channel (settings.security.newIpVerification)
 * when the member has it (a verified mobile for sms, an e-mail address for email), else the other
 * one; null when the member has neither, and then the log-in goes on as before (audited as a new IP).
 */
async function destinationOf(ctx: AppContext, merchant: Merchant, member: Member) {
  const phone = await findVerifiedPhone(ctx.db, member.id);
  const email = member.email?.trim() || null;
  const sms = phone ? ({ channel: 'sms', to: phone, shown: maskPhone(phone) } as const) : null;
  const mail = email ? ({ channel: 'email', to: email, shown: maskEmail(email) } as const) : null;
  return merchant.settings.security.newIpVerification === 'email' ? (mail ?? sms) : (sms ?? mail);
}

function messageText(merchant: Merchant, code: string, minutes: number, language: Language): string {
  return language === 'TY'
    ? `${merchant.name}: ${code} ang iyong log-in code para sa bagong lokasyon. Mag-e-expire ito sa loob ng ${minutes} minuto. Kung hindi ikaw ito, palitan agad ang iyong password.`
    : `${merchant.name}: ${code} is your log-in code for a new location. It expires in ${minutes} minutes. If this was not you, change your password now.`;
}

/**
 * Called once the password is proved, before the session opens: when the brand verifies new IPs
 * and this member (not at their first log-in) never used the client's IP, sends a one-time code by
 * SMS or e-mail and throws LOGIN_VERIFICATION_REQUIRED with the challenge the browser answers.
 */
export async function requireKnownIpOrCode(
  ctx: AppContext,
  {
    merchant,
    client,
    member,
    passwordChange,
    language,
    senders,
  }: Visitor & { member: Member; passwordChange: PasswordChangeReason | null; language: Language; senders: CodeSenders },
): Promise<void> {
  if (merchant.settings.security.newIpVerification === 'off' || member.last_login_at === null) return;
  if (await hasUsedIp(ctx.db, member.id, client.ip)) return;
  const destination = await destinationOf(ctx, merchant, member);
  if (!destination) return;

  const now = ctx.clock.now();
  const minutes = merchant.settings.sms.expiredMinutes;
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const challenge = newToken();
  await deleteOldChallenges(ctx.db, now - DAY);
  await insertLoginChallenge(ctx.db, {
    merchantId: merchant.id,
    memberId: member.id,
    tokenHash: sha256(challenge),
    channel: destination.channel,
    codeHash: hashCode(salt, code),
    salt,
    ip: client.ip,
    passwordChange,
    now,
    expiresAt: now + minutes * MINUTE,
  });
  const text = messageText(merchant, code, minutes, language);
  if (destination.channel === 'sms') {
    const sent = await senders.sms.send({ to: destination.to, text });
    if (!sent.ok) throw new AppError(sent.code);
  } else {
    const subject = language === 'TY' ? `${merchant.name}: ang iyong log-in code` : `${merchant.name}: your log-in code`;
    const html = `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
    const sent = await senders.mail.send({ to: destination.to, subject, text, html, fromName: merchant.name });
    if (!sent.ok) throw new AppError('LOGIN_CODE_NOT_SENT');
  }
  throw new AppError('LOGIN_VERIFICATION_REQUIRED', {
    verification: { challenge, channel: destination.channel, destination: destination.shown, expiredMinutes: minutes },
  });
}

/** A new-IP log-in whose code was right: whose it is, and what its password log-in found. */
export interface VerifiedChallenge {
  challengeId: number;
  username: string;
  passwordChange: PasswordChangeReason | null;
}

/**
 * POST /wps/session/login/verify: checks the code of a new-IP log-in. Each try is counted before
 * the code is compared (at most five per challenge, parallel ones included); only the right code,
 * from the same IP, within the brand's minutes, passes. The caller opens the session and spends
 * the challenge in its transaction (useChallenge), so it opens once.
 */
export async function checkNewIpCode(
  ctx: AppContext,
  { merchant, client, form }: Visitor & { form: LoginVerifyRequest },
): Promise<VerifiedChallenge> {
  const now = ctx.clock.now();
  const tokenHash = sha256(form.challenge);
  const found = await takeChallengeTry(ctx.db, { tokenHash, merchantId: merchant.id, ip: client.ip, now, maxAttempts: MAX_TRIES });
  if (!found) throw new AppError('VERIFICATION_CODE_EXPIRED');
  const expected = Buffer.from(found.code_hash, 'hex');
  const actual = Buffer.from(hashCode(found.salt, form.code.trim()), 'hex');
  if (!/^\d{6}$/.test(form.code.trim()) || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new AppError('VERIFICATION_CODE_INVALID');
  }
  const username = await challengeUsername(ctx.db, found.id);
  if (!username) throw new AppError('VERIFICATION_CODE_EXPIRED');
  const passwordChange = PASSWORD_CHANGE_REASONS.find((entry) => entry === found.password_change) ?? null;
  return { challengeId: found.id, username, passwordChange };
}
