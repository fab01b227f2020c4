import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { createRootLogger, PinoNestLogger } from './common/logging.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { JobQueue } from './modules/jobs/job-types.js';

/** Production layout: works the queued jobs (BullMQ on Redis) with the same processors, no HTTP. */
if (existsSync('.env')) process.loadEnvFile('.env');
let config: AppConfig;
try {
  config = { ...loadConfig(process.env), inlineWorker: false };
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const logger = createRootLogger(config);
const app = await NestFactory.createApplicationContext(
  AppModule.forRoot(config, { role: 'worker' }),
  { logger: new PinoNestLogger(logger) },
);
app.enableShutdownHooks();
await app.get(JobQueue).startWorker();
logger.info({ jobs: config.redisUrl ? 'bullmq' : 'database' }, 'Worker started');

// The database queue's poll timer is unref'd (it must never keep the API or a test alive), and
// without Redis nothing else holds this process open while no job is due: it would end with
// exit code 0. Hold it until SIGTERM or SIGINT, which Nest answers by closing the app and
// raising the signal again.
setInterval(() => undefined, 2 ** 31 - 1);
