import type { Transporter } from 'nodemailer';
import type { MailLog, Mailer, MailMessage, MailResult } from './mailer';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The sender address. */
  from: string;
  timeoutMs: number;
}

/**
 * Mail through an SMTP server (nodemailer). The log gets the recipient and the outcome, never the
 * body. nodemailer loads with the first mail, so that starting the server does not wait for it.
 */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly options: SmtpOptions,
    private readonly log: MailLog,
  ) {}

  private connect(): Promise<Transporter> {
    const { url, timeoutMs } = this.options;
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<MailResult> {
    try {
      const transport = await this.connect();
      const info = await transport.sendMail({
        from: message.fromName ? { name: message.fromName, address: this.options.from } : this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      this.log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      return { ok: true, messageId: typeof info.messageId === 'string' ? info.messageId : null };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.log.warn({ to: message.to, detail }, 'mail not sent: the SMTP server refused or did not answer');
      return { ok: false, detail };
    }
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
