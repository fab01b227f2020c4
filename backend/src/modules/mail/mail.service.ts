import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue, type JobPayloads } from '../jobs/job-types.js';
import { SentMailEntity } from './entities/sent-mail.entity.js';
import { MailTransport, type MailAttachment } from './mail-transport.js';
import type { MailTemplate } from './mail-template.js';
import { renderTemplate } from './templates/index.js';

/** A mail by the name of a registered template (operations, tests): its data is not checked. */
export interface QueueMailInput {
  template: string;
  to: string;
  locale: string;
  data?: Record<string, unknown>;
  /** Stable key of this message (e.g. `order-confirmation:1234`): it is delivered at most once. */
  messageKey: string;
  attachments?: MailAttachmentRef[];
}

/**
 * A file to attach, named by a source its owner registered (registerAttachmentSource) and a
 * reference the source understands: the job carries only these, the file is made when it is sent.
 */
export interface MailAttachmentRef {
  source: string;
  ref: string;
}

/** Makes an attachment's file from its reference; null when there is nothing (any more) to attach. */
export type MailAttachmentSource = (ref: string) => Promise<MailAttachment | null>;

/** A mail of a feature's own template (mail-template.ts), with the data that template types. */
export interface QueueTemplateMailInput<D extends object> {
  template: MailTemplate<D>;
  to: string;
  locale: string;
  /** Checked against the template's type (not inferred from this object). */
  data: NoInfer<D>;
  /** Stable key of this message (e.g. `order-confirmation:1234`): it is delivered at most once. */
  messageKey: string;
  attachments?: MailAttachmentRef[];
  /** The transaction of the change the mail tells about: the mail is queued exactly when it commits. */
  manager?: EntityManager;
}

/** A delivered mail from the delivery log. */
export interface SentMailRecord {
  messageKey: string;
  template: string;
  sentAt: Date;
}

/** Mail goes out through the jobs port only; this service queues it and its processor delivers it. */
@Injectable()
export class MailService implements OnModuleInit {
  /** Feature templates by name; registered by their owners when their modules start. */
  private readonly templates = new Map<string, MailTemplate<never>>();
  /** Attachment sources by name; registered by their owners when their modules start. */
  private readonly attachmentSources = new Map<string, MailAttachmentSource>();

  constructor(
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    private readonly transport: MailTransport,
    @InjectRepository(SentMailEntity) private readonly sent: Repository<SentMailEntity>,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register('mail.send', (payload) => this.deliver(payload));
  }

  /** How many mails were delivered so far (all processes): a figure for the metrics. */
  sentCount(): Promise<number> {
    return this.sent.count();
  }

  /** Makes a feature's templates deliverable in this process (call it from the owner's onModuleInit). */
  registerTemplates(...templates: MailTemplate<never>[]): void {
    for (const template of templates) {
      const known = this.templates.get(template.name);
      if (known && known !== template)
        throw new Error(`Mail template "${template.name}" is defined twice`);
      this.templates.set(template.name, template);
    }
  }

  /** Makes a feature's attachments deliverable in this process (call it from the owner's onModuleInit). */
  registerAttachmentSource(name: string, source: MailAttachmentSource): void {
    if (this.attachmentSources.has(name))
      throw new Error(`Mail attachment source "${name}" is registered twice`);
    this.attachmentSources.set(name, source);
  }

  /** Queues a mail; its messageKey delivers it at most once. A feature template types its data. */
  async queueMail<D extends object>(input: QueueTemplateMailInput<D>): Promise<void>;
  async queueMail(input: QueueMailInput): Promise<void>;
  async queueMail<D extends object>(
    input: QueueMailInput | QueueTemplateMailInput<D>,
  ): Promise<void> {
    const name = typeof input.template === 'string' ? input.template : input.template.name;
    if (typeof input.template !== 'string') this.registerTemplates(input.template);
    else if (!this.templates.has(name)) throw new Error(`Unknown mail template "${name}"`);
    await this.queue.enqueue(
      'mail.send',
      {
        messageKey: input.messageKey,
        template: name,
        locale: input.locale,
        to: input.to,
        // The job carries the data as JSON; its template reads it back with its own type.
        data: (input.data ?? {}) as Record<string, unknown>,
        ...(input.attachments?.length ? { attachments: input.attachments } : {}),
      },
      {
        uniqueKey: `mail:${input.messageKey}`,
        ...('manager' in input && input.manager ? { manager: input.manager } : {}),
      },
    );
  }

  /** The processor: skips a message already delivered (retries never double-send), else renders and sends. */
  async deliver(payload: JobPayloads['mail.send']): Promise<void> {
    if (await this.wasSent(payload.messageKey)) return;
    const base = { brandName: this.config.brandName, publicUrl: this.config.publicUrl };
    const template = this.templates.get(payload.template);
    if (!template) throw new Error(`Unknown mail template "${payload.template}"`);
    // The job's JSON data was written by this template's producer (queueMail checked its type).
    const rendered = renderTemplate(template, payload.locale, payload.data as never, base);
    const attachments: MailAttachment[] = [];
    for (const ref of payload.attachments ?? []) {
      const source = this.attachmentSources.get(ref.source);
      // Thrown, so the job is retried: a process without the source must not send the mail without its file.
      if (!source) throw new Error(`Unknown mail attachment source "${ref.source}"`);
      const file = await source(ref.ref);
      if (file) attachments.push(file);
    }
    await this.transport.send({
      from: this.config.mailFrom,
      to: payload.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: { 'X-Message-Key': payload.messageKey },
      ...(attachments.length ? { attachments } : {}),
    });
    await this.recordSent(payload.messageKey, payload.to, payload.template);
  }

  /** Whether a message with this key was delivered already (also for mail sent through another transport). */
  async wasSent(messageKey: string): Promise<boolean> {
    return this.sent.existsBy({ messageKey });
  }

  /** The delivered mails among these message keys (an order's timeline shows its mails). */
  async sentMails(messageKeys: readonly string[]): Promise<SentMailRecord[]> {
    if (messageKeys.length === 0) return [];
    const rows = await this.sent.find({ where: { messageKey: In([...messageKeys]) } });
    return rows.map(({ messageKey, template, sentAt }) => ({ messageKey, template, sentAt }));
  }

  /** Records a delivered message key, once (newsletter campaigns send through their own transport). */
  async recordSent(messageKey: string, recipient: string, template: string): Promise<void> {
    await this.sent
      .createQueryBuilder()
      .insert()
      .into(SentMailEntity)
      .values({ messageKey, recipient, template })
      .orIgnore()
      .execute();
  }

  /** GDPR erasure: forgets this recipient in the delivery log and removes kept copies of its mail. */
  async forgetRecipient(address: string): Promise<void> {
    const email = address.trim().toLowerCase();
    await this.sent.update({ recipient: email }, { recipient: 'erased' });
    await this.transport.removeFilesTo(email);
  }

  /** Retention: removes mail files (DATA_DIR/mail) written more than `days` days ago. */
  removeOldFiles(days: number, now = Date.now()): Promise<number> {
    return this.transport.removeFilesOlderThan(now - days * 24 * 3600_000);
  }
}
