import type { CaptchaValue } from '@panalo/contract/session';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomId, sha256 } from '../../lib/tokens';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@panalo/contract/constants';
import { captchaText, drawCaptcha, planCaptcha } from './captcha-picture';
import { consumeCaptcha, deleteExpiredCaptchas, insertCaptcha, lastCaptchaAt } from './captcha.repository';

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/**
 * An image captcha: four characters drawn as a PNG (captcha-picture.ts, about 2 ms), one use, bound
 * to its id, expiring after CAPTCHA_TTL_SECONDS.
 * A client gets at most one a second (the spec's refresh limit), counted in the database so that
 * every process agrees.
 */
export async function issueCaptcha(ctx: AppContext, merchantId: number, ip: string): Promise<CaptchaValue & { answer: string }> {
  const now = ctx.clock.now();
  if ((await lastCaptchaAt(ctx.db, ip, now - CAPTCHA_REFRESH_THROTTLE_MS)) !== null) {
    throw new AppError('REFRESH_TOO_FAST', { retryAfter: 1 });
  }
  const answer = captchaText();
  const image = drawCaptcha(planCaptcha(answer));
  const id = randomId();
  const ttl = ctx.config.CAPTCHA_TTL_SECONDS;
  await deleteExpiredCaptchas(ctx.db, now - 3_600_000);
  await insertCaptcha(ctx.db, { id, merchantId, answerHash: answerHash(id, answer), ip, now, expiresAt: now + ttl * 1000 });
  return {
    captchaId: id,
    image: `data:image/png;base64,${image.toString('base64')}`,
    expiresInSeconds: ttl,
    answer,
  };
}

/** Checks and uses up a captcha; a missing one asks for verification, a wrong one says so. */
export async function checkCaptcha(ctx: AppContext, merchantId: number, id: string | undefined, answer: string | undefined): Promise<void> {
  if (!id || !answer) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
  const stored = await consumeCaptcha(ctx.db, id, merchantId, ctx.clock.now());
  if (!stored || stored !== answerHash(id, answer)) throw new AppError('CAPTCHA_INVALID', { captcha: true });
}
