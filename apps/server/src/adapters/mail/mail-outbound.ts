import type { MailLog, Mailer, MailMessage } from './mailer';

/**
 * Mail work that runs in the background: the caller's answer neither waits for the database
 * writes and the SMTP server nor, by taking longer, tells anyone that a mail went out (the
 * password-reset call must answer alike for every account). idle() resolves when everything
 * started has finished: at shutdown, and for the development outbox.
 */
export class MailOutbound {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: MailLog,
  ) {}

  /** Sends one mail; a refusal is logged (without the body), never thrown. */
  async send(message: MailMessage): Promise<void> {
    const result = await this.mailer.send(message);
    if (!result.ok) this.log.warn({ to: message.to, mailer: this.mailer.name }, 'mail could not be delivered');
  }

  /** Starts work without waiting for it; its failure is logged. */
  defer(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.log.warn({ err: error }, 'background mail work failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
