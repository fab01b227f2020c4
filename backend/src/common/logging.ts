import { hostname } from 'node:os';
import type { LoggerService } from '@nestjs/common';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/**
 * The path words after which a URL carries a secret (a claim, reset, confirmation, undo or preview
 * token, in the four languages of the storefront's route table and the API's own paths).
 */
const SECRET_BEFORE = [
  'claims',
  'reset',
  'post-previews',
  'bevestigen',
  'confirm',
  'bestaetigen',
  'confirmer',
  'uitschrijven',
  'unsubscribe',
  'abmelden',
  'desabonner',
  'afmelden',
  'withdraw',
  'desinscrire',
  'ongedaan-maken',
  'undo',
  'rueckgaengig',
  'annuler',
  'bestelling-bewaren',
  'keep-order',
  'bestellung-behalten',
  'garder-commande',
];
const SECRET_SEGMENT = new RegExp(`(/(?:${SECRET_BEFORE.join('|')})/)[^/?#]+`, 'g');
const SECRET_QUERY = /([?&](?:token|code)=)[^&#]*/g;

/** A request URL as logged: a token in the path or the query is replaced, so logs hand out no access. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's request fields, with the URL redacted. */
function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
  };
}

let droppedLines = 0;

/** Log lines dropped since the start because stdout fell behind by more than the backlog. */
export function droppedLogLines(): number {
  return droppedLines;
}

/**
 * stdout written asynchronously (sonic-boom): lines written while one write is under way leave in
 * the next single write, instead of one blocking write per line. What waits is bounded by
 * `maxBacklogBytes`: when stdout falls that far behind (a slow log collector, a burst), further
 * lines are dropped and counted instead of growing the heap until the process dies.
 */
export function asyncStdout(maxBacklogBytes: number, fd = 1): DestinationStream {
  const stream = pino.destination({ dest: fd, sync: false, maxLength: maxBacklogBytes });
  stream.on('drop', (data: string | Buffer) => {
    const text = typeof data === 'string' ? data : data.toString('latin1');
    let lines = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
    droppedLines += Math.max(1, lines);
  });
  return stream;
}

/**
 * One pino logger for Fastify's request logs and Nest's own messages: structured JSON lines.
 * In production the lines go to stdout asynchronously with a bounded backlog (`asyncStdout`);
 * elsewhere they are written synchronously.
 */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'> & Partial<Pick<AppConfig, 'logMaxBacklogBytes'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    // Which replica and process wrote the line, once several run behind the proxy.
    base: { service: 'vyrelle', hostname: hostname(), pid: process.pid },
    serializers: { req: serializeRequest },
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
    ? pino(options, asyncStdout(config.logMaxBacklogBytes ?? 16 * 1024 * 1024))
    : pino(options);
}

/**
 * One log line per request, written when it is answered: method, redacted URL, host, client
 * address, status and time. Fastify's default writes two ("incoming request" and "request
 * completed"), twice the bytes and the serialising work under load; the arriving request's line
 * stays available at debug level (to see what was in flight). A request that errored keeps
 * Fastify's own "request errored" line.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
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
