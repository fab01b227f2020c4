import type { EntityManager } from 'typeorm';

/**
 * Every job the system knows, with its typed payload. Processors and producers share this map,
 * so a job name or payload mismatch is a compile error.
 */
export interface JobPayloads {
  /** Render a mail template in a locale and deliver it. `messageKey` makes delivery idempotent. */
  'mail.send': {
    messageKey: string;
    template: string;
    locale: string;
    to: string;
    data: Record<string, unknown>;
    /** Files resolved when the mail is sent (e.g. the invoice PDF), by a source its owner registered. */
    attachments?: { source: string; ref: string }[];
  };
  /** Expire an order still waiting for its payment (runs PAYMENT_EXPIRY_MINUTES after checkout; skips when no longer pending). */
  'orders.expire-payment': { orderId: string };
  /** Ask VIES again about a salon's VAT number it could not check at checkout (skips once answered). */
  'partner-shop.verify-vat': { storeId: string; vatNumber: string };
  /** Newsletter campaign: create one delivery row per confirmed subscriber of its language and fan out the deliveries (idempotent). */
  'newsletter.campaign-start': { campaignId: string };
  /** Newsletter campaign: mail one subscriber once (claims its delivery row first; skips the unsubscribed). */
  'newsletter.campaign-deliver': { campaignId: string; subscriberId: string };
  /** Newsletter campaign: a test mail of the campaign to an admin (no delivery row). */
  'newsletter.campaign-test': { campaignId: string; to: string; messageKey: string };
  /** GDPR retention, once a day (unique per day): expired tokens, abandoned carts, old mail files. */
  'privacy.retention': { day: string };
  /** Birthday deals, once a day (unique per day): a coupon and its mail for each opted-in customer whose birthday is a week away (idempotent per customer and year). */
  'birthday.grant': { day: string };
  /**
   * The catalogue announces that a product's stock went from 0 to more (admin edit, CSV import,
   * stock returned by a cancelled order), written in the same transaction. Worked by the stock-alerts
   * module: it mails the confirmed waiting people in throttled batches, each once.
   */
  'catalogue.restocked': { productId: string; batch?: number };
  /** Peppol: build, check and send the UBL e-invoice of a paid partner order (sending again replaces it). */
  'einvoice.send': { orderId: string };
}

export type JobName = keyof JobPayloads;

/** A job kept as failed, as both adapters report it (the payload is summarised by the jobs admin service). */
export interface FailedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  error: string | null;
  attempts: number;
  failedAt: Date | null;
}

export interface EnqueueOptions {
  /** De-duplication key: enqueueing the same key twice runs the job once. */
  uniqueKey?: string;
  delayMs?: number;
  /**
   * The transaction of the change that causes the job: the job is written in it (transactional
   * outbox), so it exists exactly when the change was committed. Without it, its own write.
   */
  manager?: EntityManager;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  context: { attempt: number },
) => Promise<void>;

/**
 * The jobs port: two adapters (database queue, BullMQ) implement it; nothing else knows which runs.
 * Both write an enqueued job to the database first (the `job` table), so enqueueing never needs Redis:
 * the database queue works the rows itself, BullMQ's relay moves them to Redis.
 */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Starts working jobs with the registered processors (in-process or in the worker). */
  abstract startWorker(): Promise<void>;
  /** Stops taking new jobs and waits for the running one to finish or be handed back. */
  abstract close(): Promise<void>;
  /** Counts for health and admin screens. */
  abstract counts(): Promise<{ waiting: number; active: number; failed: number }>;
  /** Jobs that used up their attempts, newest first (admin "failed jobs"). */
  abstract listFailed(offset: number, limit: number): Promise<{ data: FailedJob[]; total: number }>;
  /** Puts a failed job back in the queue with fresh attempts; false when no failed job has this id. */
  abstract retryFailed(id: string): Promise<boolean>;
  /** Age in seconds of the oldest job not yet handed to the queue (the outbox relay's lag; 0 when none). */
  async outboxLagSeconds(): Promise<number> {
    return 0;
  }
}
