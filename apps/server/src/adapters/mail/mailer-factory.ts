import type { Config } from '../../config';
import { DevMailer } from './dev-mailer';
import type { MailLog, Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

const mailers = new WeakMap<Config, Mailer>();

/**
 * SMTP when SMTP_URL is set; otherwise the development outbox (which sends nothing in production).
 * One per app (per settings object): every module that mails uses the same one, so the
 * development outbox shows them all.
 */
export function createMailer(config: Config, log: MailLog, now: () => number): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) mailers.set(config, (mailer = newMailer(config, log, now)));
  return mailer;
}

function newMailer(config: Config, log: MailLog, now: () => number): Mailer {
  if (config.SMTP_URL) {
    if (!/^smtps?:\/\//.test(config.SMTP_URL)) throw new Error('Invalid settings:\n  SMTP_URL: expected smtp://… or smtps://…');
    return new SmtpMailer({ url: config.SMTP_URL, from: config.SMTP_FROM, timeoutMs: config.SMTP_TIMEOUT_MS }, log);
  }
  return new DevMailer(log, config.NODE_ENV === 'production', now);
}
