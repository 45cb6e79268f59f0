import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@panalo/contract/constants';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_SEND_THROTTLE_MS,
  type SmsCodePurpose,
  type SmsCodeValue,
} from '@panalo/contract/verification';
import type { AppContext } from '../../app-context';
import type { SmsGateway } from '../../adapters/sms/sms-gateway';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { checkCaptcha } from '../captcha/captcha.service';
import type { Merchant } from '../../kernel/merchant';
import { countAttempt, deleteOldCodes, insertCode, latestCode, markCodeFailed, markCodeUsed, recentSends } from './verification.repository';

export interface CodeRequest {
  purpose: SmsCodePurpose;
  /** E.164. */
  phone: string;
  /** False when there is nobody to send to (an unknown number asking for a log-in code): same answer, no text. */
  deliver: boolean;
  ip: string;
  language: Language;
  captchaId?: string;
  captcha?: string;
  /**
   * Sent by a staff member from the back office (a password-reset code): no captcha, and the
   * per-client throttles do not apply (one support desk serves many members); the per-number
   * limit still does.
   */
  byStaff?: boolean;
  /** The caller checked (and spent) the brand's SMS captcha itself, before deciding whether to send. */
  captchaChecked?: boolean;
}

/** The purpose, number and a per-code salt are hashed with the code, so a stored hash fits nowhere else. */
const hashCode = (salt: string, purpose: string, phone: string, code: string) => sha256(`${salt}:${purpose}:${phone}:${code}`);

const newCode = (): string => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

function smsText(merchant: Merchant, code: string, minutes: number, language: Language, purpose: SmsCodePurpose): string {
  // An unlock code comes after someone failed the password many times: the owner should hear that.
  if (purpose === 'unlock') {
    return language === 'TY'
      ? `${merchant.name}: ${code} ang code para i-unlock ang iyong account, sa loob ng ${minutes} minuto. Kung hindi ikaw ang nag-login, palitan ang iyong password.`
      : `${merchant.name}: ${code} unlocks your account for ${minutes} minutes. If you did not try to log in, change your password.`;
  }
  return language === 'TY'
    ? `${merchant.name}: ${code} ang iyong verification code. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibahagi kaninuman.`
    : `${merchant.name}: ${code} is your verification code. It expires in ${minutes} minutes. Never share it with anyone.`;
}

/**
 * The throttles, counted in the database so every process agrees: one send a second per client
 * (the spec's button throttle), SMS_MAX_PER_NUMBER_PER_HOUR texts to a number and
 * SMS_MAX_PER_IP_PER_HOUR requests from a client, so nobody can text a stranger all day or use
 * the brand to text many numbers.
 */
async function refuseIfThrottled(ctx: AppContext, phone: string, ip: string, byStaff: boolean): Promise<void> {
  const now = ctx.clock.now();
  const recent = await recentSends(ctx.db, phone, ip, now - HOUR);
  if (!byStaff && recent.ip.latest !== null && recent.ip.latest > now - SMS_SEND_THROTTLE_MS) {
    throw new AppError('REFRESH_TOO_FAST', { retryAfter: 1 });
  }
  const retryAfter = (oldest: number | null) => Math.max(1, Math.ceil(((oldest ?? now) + HOUR - now) / 1000));
  if (recent.phone.count >= ctx.config.SMS_MAX_PER_NUMBER_PER_HOUR)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfter: retryAfter(recent.phone.oldest) });
  if (!byStaff && recent.ip.count >= ctx.config.SMS_MAX_PER_IP_PER_HOUR)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfter: retryAfter(recent.ip.oldest) });
}

/**
 * Sends a fresh six-digit code, valid for the brand's expiredMinutes; only its salted hash is
 * kept. The row is written before the gateway is asked (outside any transaction), so throttles
 * see it at once; a refused text is marked failed and answered with the gateway's mapped error.
 */
export async function sendCode(ctx: AppContext, gateway: SmsGateway, merchant: Merchant, request: CodeRequest): Promise<SmsCodeValue> {
  await refuseIfThrottled(ctx, request.phone, request.ip, request.byStaff === true);
  if (merchant.settings.sms.captcha && !request.byStaff && !request.captchaChecked)
    await checkCaptcha(ctx, merchant.id, request.captchaId, request.captcha);
  const { expiredMinutes } = merchant.settings.sms;
  const now = ctx.clock.now();
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  await deleteOldCodes(ctx.db, now - DAY);
  const id = await insertCode(ctx.db, {
    merchantId: merchant.id,
    purpose: request.purpose,
    phone: request.phone,
    codeHash: hashCode(salt, request.purpose, request.phone, code),
    salt,
    ip: request.ip,
    status: request.deliver ? 'sent' : 'held',
    now,
    expiresAt: now + expiredMinutes * MINUTE,
  });
  if (request.deliver) {
    const result = await gateway.send({
      to: request.phone,
      text: smsText(merchant, code, expiredMinutes, request.language, request.purpose),
    });
    if (!result.ok) {
      await markCodeFailed(ctx.db, id);
      throw new AppError(result.code, result.code === 'TOO_MANY_REQUESTS' ? { retryAfter: 300 } : {});
    }
  }
  return { expiredMinutes };
}

/**
 * Checks a typed code against the newest code sent to the number for this purpose and returns
 * its id; useCode() then spends it in the caller's transaction. Each try counts, right or wrong;
 * after SMS_CODE_MAX_ATTEMPTS tries, once used, or once expired, the code is dead and the member
 * is told to send a new one.
 */
export async function checkCode(
  ctx: AppContext,
  merchantId: number,
  purpose: SmsCodePurpose,
  phone: string,
  typed: string | undefined,
): Promise<number> {
  const code = typed?.trim() ?? '';
  if (!code) throw new AppError('VERIFICATION_CODE_REQUIRED');
  const now = ctx.clock.now();
  const latest = await latestCode(ctx.db, merchantId, purpose, phone);
  if (!latest) throw new AppError('VERIFICATION_CODE_INVALID');
  if (!(await countAttempt(ctx.db, latest.id, SMS_CODE_MAX_ATTEMPTS, now))) throw new AppError('VERIFICATION_CODE_EXPIRED');
  const expected = Buffer.from(latest.code_hash, 'hex');
  const actual = Buffer.from(hashCode(latest.salt, purpose, phone, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw new AppError('VERIFICATION_CODE_INVALID');
  return latest.id;
}

/** Spends a checked code in the transaction that acts on it: one use, even when two requests race. */
export async function useCode(tx: Executor, codeId: number, now: number): Promise<void> {
  if (!(await markCodeUsed(tx, codeId, now))) throw new AppError('VERIFICATION_CODE_EXPIRED');
}
