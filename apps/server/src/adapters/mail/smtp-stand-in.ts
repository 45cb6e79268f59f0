import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and MIME body), quoted-printable decoded for easy reading. */
  data: string;
}

/** Quoted-printable soft line breaks and escapes undone, so a test can look for a link or a word. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A tiny SMTP server for tests: enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for
 * nodemailer to deliver to it over a real socket, no TLS, no authentication. next() resolves
 * with the next mail it receives, so a test waits for the event, never for time.
 */
export class SmtpStandIn {
  readonly received: ReceivedMail[] = [];
  private waiting: ((mail: ReceivedMail) => void)[] = [];
  private readonly server: Server = createServer((socket) => this.converse(socket));

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `smtp://127.0.0.1:${address.port}`;
  }

  next(): Promise<ReceivedMail> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private deliver(mail: ReceivedMail): void {
    this.received.push(mail);
    const waiter = this.waiting.shift();
    waiter?.(mail);
  }

  private converse(socket: Socket): void {
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          this.deliver({ ...envelope, data: decodeQuotedPrintable(data) });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-stand-in\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n');
        else if (verb === 'HELO' || verb === 'NOOP' || verb === 'RSET') reply('250 OK');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('502 not implemented');
      }
    });
    socket.on('error', () => socket.destroy());
  }
}
