import { Inject, Injectable } from '@nestjs/common';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { droppedLogLines } from '../../common/logging.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../jobs/job-types.js';
import { MailService } from '../mail/mail.service.js';

/** What a PostgreSQL pool (node-postgres) reports; SQLite has no pool. */
interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Prometheus metrics of this API process (prom-client), one registry per app so that several apps
 * in one test process do not mix. Queue and mail figures are read from the shared queue and
 * database when scraped, so every replica reports the same totals for the whole shop.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly requestErrors: Counter<'method' | 'route'>;

  constructor(
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    queue: JobQueue,
    mail: MailService,
    dataSource: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'vyrelle_' });
    this.requestDuration = new Histogram({
      name: 'vyrelle_http_request_duration_seconds',
      help: 'HTTP answers by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.requestErrors = new Counter({
      name: 'vyrelle_http_server_errors_total',
      help: 'Answers with a 5xx status by route pattern',
      labelNames: ['method', 'route'],
      registers: [this.registry],
    });
    let droppedSeen = 0;
    new Counter({
      name: 'vyrelle_log_lines_dropped_total',
      help: 'Log lines dropped because stdout fell behind by more than LOG_MAX_BACKLOG (production)',
      registers: [this.registry],
      collect() {
        const dropped = droppedLogLines();
        if (dropped > droppedSeen) this.inc(dropped - droppedSeen);
        droppedSeen = dropped;
      },
    });
    new Gauge({
      name: 'vyrelle_jobs',
      help: 'Jobs of the queue by state (waiting, active, failed)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        const counts = await queue.counts();
        for (const [state, value] of Object.entries(counts))
          this.set({ queue: 'jobs', state }, value);
      },
    });
    new Gauge({
      name: 'vyrelle_jobs_outbox_lag_seconds',
      help: 'Age of the oldest job written to the outbox and not yet relayed to Redis (BullMQ)',
      registers: [this.registry],
      async collect() {
        this.set(await queue.outboxLagSeconds());
      },
    });
    new Gauge({
      name: 'vyrelle_mails_sent',
      help: 'Mails delivered to the SMTP relay (or .eml files), all processes together',
      registers: [this.registry],
      async collect() {
        this.set(await mail.sentCount());
      },
    });
    new Gauge({
      name: 'vyrelle_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on SQLite',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const pool = (dataSource.driver as { master?: PoolStats }).master;
        if (!pool || typeof pool.totalCount !== 'number') return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /** Whether `/metrics` answers at all: only with METRICS_TOKEN set. */
  get token(): string | null {
    return this.config.metricsToken;
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
    if (status >= 500) this.requestErrors.inc({ method, route });
  }
}
