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
  };
  /** Expire an order still waiting for its payment (runs PAYMENT_EXPIRY_MINUTES after checkout; skips when no longer pending). */
  'orders.expire-payment': { orderId: string };
}

export type JobName = keyof JobPayloads;

export interface EnqueueOptions {
  /** De-duplication key: enqueueing the same key twice runs the job once. */
  uniqueKey?: string;
  delayMs?: number;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: { attempt: number }) => Promise<void>;

/** The jobs port: two adapters (database queue, BullMQ) implement it; nothing else knows which runs. */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  /** Starts working jobs with the registered processors (in-process or in the worker). */
  abstract startWorker(): Promise<void>;
  /** Stops taking new jobs and waits for the running one to finish or be handed back. */
  abstract close(): Promise<void>;
  /** Counts for health and admin screens. */
  abstract counts(): Promise<{ waiting: number; active: number; failed: number }>;
}
