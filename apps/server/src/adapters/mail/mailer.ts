/** One e-mail to one address, with a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the brand's name); the address is SMTP_FROM. */
  fromName?: string;
}

export type MailResult = { ok: true; messageId: string | null } | { ok: false; detail: string };

/**
 * A way to send mail. send() never throws: a refusal or a network fault comes back as a result,
 * and the caller decides what the member hears. Callers never hold a database transaction open
 * while sending.
 */
export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<MailResult>;
}

/** Where mailers write what happened (the Fastify logger in the server). */
export interface MailLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}
