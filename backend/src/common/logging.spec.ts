import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { createRootLogger, redactUrl } from './logging.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createRootLogger({ logLevel: 'info', nodeEnv: 'production' }, stream) };
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
