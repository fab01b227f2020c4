import nodemailer, { type Transporter } from 'nodemailer';
import { MailTransport, type OutgoingMail } from '../mail/mail-transport.js';

/**
 * SMTP for campaign mails: like SmtpMailTransport, but with a small pool of kept-open connections,
 * so a campaign of thousands of mails does not open (and greet) one SMTP connection per mail. The
 * pool size also bounds how many campaign mails are in flight at once.
 */
export class PooledSmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string, maxConnections = 2) {
    super();
    const url = new URL(smtpUrl);
    this.transporter = nodemailer.createTransport({
      pool: true,
      maxConnections,
      maxMessages: 500,
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      ignoreTLS: url.searchParams.get('tls') === 'off',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = (await this.transporter.sendMail(mail)) as { messageId: string };
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
