import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_CHANGE_REASONS,
  type LoginResendRequest,
  type LoginVerification,
  type LoginVerifyRequest,
  type PasswordChangeReason,
} from '@panalo/contract/session';
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
  challengeMemberEmail,
  challengeUsername,
  deleteOldChallenges,
  findLiveChallenge,
  findVerifiedPhone,
  hasUsedIp,
  insertLoginChallenge,
  renewChallengeCode,
  takeChallengeTry,
} from './login-challenge.repository';

/** Tries at one code; "send again" gives a new code and new tries. */
const MAX_TRIES = 5;
const CODE_LENGTH = 6;
/** Codes one challenge may send (the first and two more), at most one a minute: SMS costs money. */
const MAX_SENDS = 3;
const RESEND_AFTER_MS = MINUTE;

type Member = { id: number; email: string | null };
type Destination = NonNullable<Awaited<ReturnType<typeof destinationOf>>>;

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
  }: Visitor & {
    member: Member & { last_login_at: number | null };
    passwordChange: PasswordChangeReason | null;
    language: Language;
    senders: CodeSenders;
  },
): Promise<void> {
  if (merchant.settings.security.newIpVerification === 'off' || member.last_login_at === null) return;
  if (await hasUsedIp(ctx.db, member.id, client.ip)) return;
  const destination = await destinationOf(ctx, merchant, member);
  if (!destination) return;

  const now = ctx.clock.now();
  const minutes = merchant.settings.sms.expiredMinutes;
  const { code, salt, codeHash } = newCode();
  const challenge = newToken();
  await deleteOldChallenges(ctx.db, now - DAY);
  await insertLoginChallenge(ctx.db, {
    merchantId: merchant.id,
    memberId: member.id,
    tokenHash: sha256(challenge),
    channel: destination.channel,
    codeHash,
    salt,
    ip: client.ip,
    passwordChange,
    now,
    expiresAt: now + minutes * MINUTE,
  });
  await sendCode(merchant, destination, { code, minutes, language, senders });
  throw new AppError('LOGIN_VERIFICATION_REQUIRED', {
    verification: { challenge, channel: destination.channel, destination: destination.shown, expiredMinutes: minutes },
  });
}

function newCode() {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, codeHash: hashCode(salt, code) };
}

async function sendCode(
  merchant: Merchant,
  destination: Destination,
  { code, minutes, language, senders }: { code: string; minutes: number; language: Language; senders: CodeSenders },
): Promise<void> {
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
}

/**
 * POST /wps/session/login/resend ("send again" on the code step): a new code for a live challenge,
 * to the same place, from the same IP. The old code stops working; tries and expiry start over. At
 * most one a minute (TOO_MANY_REQUESTS with the wait) and three codes a challenge
 * (LOGIN_CODE_RESEND_LIMIT: log in again), so the password is not a key to unlimited SMS.
 */
export async function resendNewIpCode(
  ctx: AppContext,
  { merchant, client, form, language, senders }: Visitor & { form: LoginResendRequest; language: Language; senders: CodeSenders },
): Promise<LoginVerification> {
  const now = ctx.clock.now();
  const found = await findLiveChallenge(ctx.db, { tokenHash: sha256(form.challenge), merchantId: merchant.id, ip: client.ip, now });
  if (!found) throw new AppError('VERIFICATION_CODE_EXPIRED');
  if (found.sends >= MAX_SENDS) throw new AppError('LOGIN_CODE_RESEND_LIMIT');
  const waitMs = found.sent_at + RESEND_AFTER_MS - now;
  if (waitMs > 0) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.ceil(waitMs / 1000) });
  const destination = await destinationOf(ctx, merchant, {
    id: found.member_id,
    email: await challengeMemberEmail(ctx.db, found.member_id),
  });
  if (!destination || destination.channel !== found.channel) throw new AppError('VERIFICATION_CODE_EXPIRED');

  const minutes = merchant.settings.sms.expiredMinutes;
  const { code, salt, codeHash } = newCode();
  const renewed = await renewChallengeCode(ctx.db, {
    id: found.id,
    sends: found.sends,
    sentAt: found.sent_at,
    codeHash,
    salt,
    now,
    expiresAt: now + minutes * MINUTE,
  });
  // Another "send again" for this challenge won the race: it sent the code.
  if (!renewed) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.ceil(RESEND_AFTER_MS / 1000) });
  await sendCode(merchant, destination, { code, minutes, language, senders });
  return { challenge: form.challenge, channel: destination.channel, destination: destination.shown, expiredMinutes: minutes };
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
