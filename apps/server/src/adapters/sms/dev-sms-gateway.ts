import type { SmsGateway, SmsLog, SmsMessage, SmsResult } from './sms-gateway';

export interface InboxEntry {
  to: string;
  text: string;
  sentAt: number;
}

const INBOX_SIZE = 200;

/**
 * The built-in gateway for development and tests: nothing leaves the machine. Each text goes to
 * the server log and to a small in-memory inbox that GET /wps/dev/sms-inbox shows (that call
 * exists only outside production). In production it refuses to "send": a code that only reaches
 * a log would be a secret written to the log, and members would wait for a text that never comes.
 */
export class DevSmsGateway implements SmsGateway {
  readonly name = 'dev';
  private readonly inbox: InboxEntry[] = [];

  constructor(
    private readonly log: SmsLog,
    private readonly production: boolean,
    private readonly now: () => number,
  ) {}

  async send(message: SmsMessage): Promise<SmsResult> {
    if (this.production) {
      this.log.warn({ to: message.to }, 'SMS not sent: no SMS gateway is configured (set SMS_DRIVER)');
      return { ok: false, code: 'FUNCTION_NOT_ENABLED', detail: 'development gateway in production' };
    }
    this.log.info({ to: message.to, text: message.text }, 'SMS (development gateway, not sent)');
    this.inbox.push({ ...message, sentAt: this.now() });
    if (this.inbox.length > INBOX_SIZE) this.inbox.shift();
    return { ok: true, providerId: null };
  }

  /** The latest texts first, to one number when given (E.164 or the digits it ends with). */
  messages(number?: string): InboxEntry[] {
    const digits = number?.replace(/\D/g, '') ?? '';
    const matching = digits ? this.inbox.filter((entry) => entry.to.endsWith(digits)) : this.inbox;
    return [...matching].reverse();
  }
}
