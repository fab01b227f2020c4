import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file sent with a mail (nodemailer's attachment shape). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The mail port. Two adapters: .eml files (embedded default) and SMTP (production). */
export abstract class MailTransport {
  abstract send(mail: OutgoingMail): Promise<{ messageId: string }>;
  abstract close(): Promise<void>;

  /** Retention: removes kept copies of mail written before this time (epoch ms); SMTP keeps none. */
  async removeFilesOlderThan(_cutoffMs: number): Promise<number> {
    return 0;
  }

  /** GDPR erasure: removes kept copies of mail to this address; SMTP keeps none. */
  async removeFilesTo(_address: string): Promise<number> {
    return 0;
  }
}

/** Writes each message as an .eml file under DATA_DIR/mail, built by nodemailer's stream transport. */
export class FileMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private announced = false;

  constructor(private readonly directory: string) {
    super();
    this.transporter = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    await mkdir(this.directory, { recursive: true });
    const info = (await this.transporter.sendMail(mail)) as { messageId: string; message: Buffer };
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    const file = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`,
    );
    // Written under a temporary name, then renamed: whoever watches the folder (a developer's
    // mail client, the journeys) never reads a half-written message.
    const partial = join(this.directory, `.writing-${randomUUID()}`);
    await writeFile(partial, info.message);
    await rename(partial, file);
    if (!this.announced) {
      this.logger.log(`Mail is written as .eml files to ${this.directory}`);
      this.announced = true;
    }
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {}

  override async removeFilesOlderThan(cutoffMs: number): Promise<number> {
    let removed = 0;
    for (const name of await this.files()) {
      const path = join(this.directory, name);
      const info = await stat(path).catch(() => null);
      if (
        info &&
        info.mtimeMs < cutoffMs &&
        (await unlink(path).then(
          () => true,
          () => false,
        ))
      )
        removed++;
    }
    return removed;
  }

  override async removeFilesTo(address: string): Promise<number> {
    const marker = `-${address.replace(/[^a-z0-9@._-]/gi, '_')}-`.toLowerCase();
    let removed = 0;
    for (const name of await this.files()) {
      if (!name.toLowerCase().includes(marker)) continue;
      if (
        await unlink(join(this.directory, name)).then(
          () => true,
          () => false,
        )
      )
        removed++;
    }
    return removed;
  }

  private async files(): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.eml'));
  }
}

/** Delivers through an SMTP server (SMTP_URL, e.g. Mailpit in compose). */
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    super();
    const url = new URL(smtpUrl);
    this.transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // Local relays (Mailpit, the test server) speak plain SMTP; STARTTLS is used whenever offered.
      ignoreTLS: url.searchParams.get('tls') === 'off',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transporter.sendMail(mail);
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
