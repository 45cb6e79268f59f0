import type { MailLog, Mailer, MailMessage, MailResult } from './mailer';

export interface OutboxEntry extends MailMessage {
  sentAt: number;
}

const OUTBOX_SIZE = 200;

/**
 * The built-in mailer for development and tests: nothing leaves the machine. Each mail goes to
 * the server log and to a small in-memory outbox that GET /wps/dev/mail-outbox shows (that call
 * exists only outside production). In production it refuses to "send": a reset link that only
 * reaches a log would be a secret written to the log, and members would wait for a mail that
 * never comes.
 */
export class DevMailer implements Mailer {
  readonly name = 'dev';
  private readonly outbox: OutboxEntry[] = [];

  constructor(
    private readonly log: MailLog,
    private readonly production: boolean,
    private readonly now: () => number,
  ) {}

  // Synchronous on purpose: the mail is in the outbox the moment send() is called, even unawaited.
  send(message: MailMessage): Promise<MailResult> {
    if (this.production) {
      this.log.warn({ to: message.to }, 'mail not sent: no SMTP server is configured (set SMTP_URL)');
      return Promise.resolve({ ok: false, detail: 'development mailer in production' });
    }
    this.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (development outbox, not sent)');
    this.outbox.push({ ...message, sentAt: this.now() });
    if (this.outbox.length > OUTBOX_SIZE) this.outbox.shift();
    return Promise.resolve({ ok: true, messageId: null });
  }

  /** The latest mails first, to one address when given (compared without case). */
  messages(to?: string): OutboxEntry[] {
    const address = to?.trim().toLowerCase() ?? '';
    const matching = address ? this.outbox.filter((entry) => entry.to.toLowerCase() === address) : this.outbox;
    return [...matching].reverse();
  }
}
