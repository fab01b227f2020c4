import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fastify from 'fastify';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import {
  asyncStdout,
  createRootLogger,
  droppedLogLines,
  OneLineRequestLog,
  redactUrl,
} from './logging.js';

function capture(logLevel: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createRootLogger({ logLevel, nodeEnv: 'production' }, stream) };
}

describe('the root logger', () => {
  it('names the host and the process on every line', () => {
    const { lines, logger } = capture();
    logger.info('hello');
    expect(lines[0]).toMatchObject({ service: 'vyrelle', hostname: hostname(), pid: process.pid });
  });

  it('logs a failed statement without its values or the database detail', () => {
    const { lines, logger } = capture();
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const error = new QueryFailedError(
      'INSERT INTO "user"("email", "password_hash") VALUES ($1, $2)',
      ['jane@example.com', 'secret-hash'],
      driverError,
    );
    logger.error({ err: error }, 'statement failed');
    const text = JSON.stringify(lines[0]);
    expect(text).toContain('INSERT INTO');
    expect(text).toContain('23505');
    expect(text).not.toContain('jane@example.com');
    expect(text).not.toContain('secret-hash');
  });
});

describe('request URLs in the logs', () => {
  it('hide the tokens of claim, reset, confirmation, undo and preview links', () => {
    expect(redactUrl('/api/guest/claims/abc.DEF123/attach')).toBe(
      '/api/guest/claims/[redacted]/attach',
    );
    expect(redactUrl('/nl/bestelling-bewaren/abc.def')).toBe('/nl/bestelling-bewaren/[redacted]');
    expect(redactUrl('/de/e-mail/rueckgaengig/tok?x=1')).toBe(
      '/de/e-mail/rueckgaengig/[redacted]?x=1',
    );
    expect(redactUrl('/fr/password/reset/tok123')).toBe('/fr/password/reset/[redacted]');
    expect(redactUrl('/api/post-previews/eyJhbGciOi')).toBe('/api/post-previews/[redacted]');
    expect(redactUrl('/api/x?token=secret&page=2')).toBe('/api/x?token=[redacted]&page=2');
    expect(redactUrl('/nl/producten/vyrelle-blue-serum')).toBe('/nl/producten/vyrelle-blue-serum');
  });

  it('are logged redacted by the request serializer', () => {
    const { lines, logger } = capture();
    logger.info(
      { req: { method: 'GET', url: '/en/keep-order/secret.token', ip: '127.0.0.1' } },
      'x',
    );
    expect(JSON.stringify(lines[0])).not.toContain('secret.token');
    expect(lines[0]!.req).toMatchObject({ method: 'GET', url: '/en/keep-order/[redacted]' });
  });
});

describe('the request log', () => {
  async function serve(
    logLevel: 'info' | 'debug' = 'info',
    logController = new OneLineRequestLog(),
  ) {
    const { lines, logger } = capture(logLevel);
    const app = fastify({ loggerInstance: logger, logController });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    await app.ready();
    return { app, lines };
  }
  const messages = (lines: Record<string, unknown>[]) => lines.map((line) => line.msg);

  it('writes one line per answered request, with the redacted URL, status and time', async () => {
    const { app, lines } = await serve();
    const answer = await app.inject({ url: '/ok?token=secret' });
    expect(answer.statusCode).toBe(200);
    expect(messages(lines)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({
      req: { method: 'GET', url: '/ok?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[0]!.reqId).toBeDefined();
    await app.close();
  });

  it("keeps the status of an error answer and Fastify's own error line", async () => {
    const { app, lines } = await serve();
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ res: { statusCode: 500 } });
    expect(lines.some((line) => line.level === 50 && line.msg === 'boom')).toBe(true);
    await app.close();
  });

  it('shows the arriving request at debug level only', async () => {
    const debug = await serve('debug');
    await debug.app.inject({ url: '/ok' });
    expect(messages(debug.lines)).toEqual(['incoming request', 'request completed']);
    await debug.app.close();
  });
});

describe('the production log destination', () => {
  it('holds at most its backlog while stdout is behind, and counts the lines it dropped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vyrelle-log-'));
    const fd = openSync(join(dir, 'out.log'), 'w');
    try {
      const stream = asyncStdout(64 * 1024, fd);
      const logger = createRootLogger({ logLevel: 'info', nodeEnv: 'production' }, stream);
      const before = droppedLogLines();
      // One synchronous burst: no write can finish meanwhile, so the backlog fills up.
      const line = 'x'.repeat(900);
      for (let i = 0; i < 1000; i++) logger.info({ i }, line);
      const dropped = droppedLogLines() - before;
      // Ending the stream writes what it holds, then closes the file.
      const sonic = stream as unknown as NodeJS.EventEmitter & { end(): void };
      await new Promise((resolve) => {
        sonic.once('close', resolve);
        sonic.end();
      });
      const written = readFileSync(join(dir, 'out.log'), 'utf8').trim().split('\n');
      // About 64 KiB of ~1 KiB lines were kept, the rest dropped and counted: none lost silently.
      expect(written.length).toBeGreaterThan(30);
      expect(written.length).toBeLessThan(100);
      expect(dropped).toBe(1000 - written.length);
      expect(JSON.parse(written[0]!)).toMatchObject({ i: 0, msg: line });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
