import { hostname } from 'node:os';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/**
 * One pino logger for Fastify's request logs and Nest's own messages: structured JSON lines.
 * In production the lines go to stdout asynchronously (sonic-boom, flushed on exit): under load the
 * lines written while one write is under way leave in the next single write, instead of one
 * blocking write per line (two per request). Elsewhere they are written synchronously.
 */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    // Which replica and process wrote the line, once several run behind the proxy.
    base: { service: 'vyrelle', hostname: hostname(), pid: process.pid },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.refresh_token',
        '*.client_secret',
        // A failed statement's values and the database's own detail ("Key (email)=(…) exists")
        // carry customers' data: the SQL text and the error code are enough to find the fault.
        'err.parameters',
        'err.detail',
        'err.driverError.parameters',
        'err.driverError.detail',
      ],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  return config.nodeEnv === 'production'
    ? pino(options, pino.destination({ dest: 1, sync: false }))
    : pino(options);
}

/** Adapts pino to Nest's LoggerService so framework messages share the same format. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    this.write('error', message, context ?? stackOrContext);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
  ): void {
    if (typeof message === 'object' && message !== null)
      this.logger[level]({ context, ...(message as object) });
    else this.logger[level]({ context }, String(message));
  }
}
