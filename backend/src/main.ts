import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';

const started = performance.now();
if (existsSync('.env')) process.loadEnvFile('.env');

let config: AppConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const { createApp } = await import('./app.factory.js');
const app = await createApp(config);
await app.listen({ port: config.port, host: config.host });
const address = app.getHttpServer().address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.getHttpAdapter().getInstance().log.info(
  { port, databaseUrl: config.databaseUrl ? 'postgres' : 'sqlite', jobs: config.redisUrl ? 'bullmq' : 'database', startupMs: Math.round(performance.now() - started) },
  `Listening on http://localhost:${port} (started in ${Math.round(performance.now() - started)} ms)`,
);
