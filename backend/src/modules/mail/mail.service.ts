import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue, type JobPayloads } from '../jobs/job-types.js';
import { SentMailEntity } from './entities/sent-mail.entity.js';
import { MailTransport } from './mail-transport.js';
import { hasTemplate, renderMail } from './templates/index.js';

export interface QueueMailInput {
  template: string;
  to: string;
  locale: string;
  data?: Record<string, unknown>;
  /** Stable key of this message (e.g. `order-confirmation:1234`): it is delivered at most once. */
  messageKey: string;
}

/** Mail goes out through the jobs port only; this service queues it and its processor delivers it. */
@Injectable()
export class MailService implements OnModuleInit {
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

  async queueMail(input: QueueMailInput): Promise<void> {
    if (!hasTemplate(input.template)) throw new Error(`Unknown mail template "${input.template}"`);
    await this.queue.enqueue(
      'mail.send',
      {
        messageKey: input.messageKey,
        template: input.template,
        locale: input.locale,
        to: input.to,
        data: input.data ?? {},
      },
      { uniqueKey: `mail:${input.messageKey}` },
    );
  }

  /** The processor: skips a message already delivered (retries never double-send), else renders and sends. */
  async deliver(payload: JobPayloads['mail.send']): Promise<void> {
    if (await this.wasSent(payload.messageKey)) return;
    const rendered = renderMail(payload.template, payload.locale, payload.data, {
      brandName: this.config.brandName,
      publicUrl: this.config.publicUrl,
    });
    await this.transport.send({
      from: this.config.mailFrom,
      to: payload.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: { 'X-Message-Key': payload.messageKey },
    });
    await this.recordSent(payload.messageKey, payload.to, payload.template);
  }

  /** Whether a message with this key was delivered already (also for mail sent through another transport). */
  async wasSent(messageKey: string): Promise<boolean> {
    return this.sent.existsBy({ messageKey });
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
}
