import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { createRootLogger } from './logging.js';

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
