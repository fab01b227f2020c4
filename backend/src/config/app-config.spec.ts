import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRETS, loadConfig } from './app-config.js';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives working embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      brandName: 'Vyrelle',
      inlineWorker: true,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.paymentExpiryMinutes).toBe(60);
    expect(config.dataDir.endsWith('var')).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'must be an integer'],
    [{ PORT: '70000' }, 'PORT', 'between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'must use postgres: or postgresql:'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL', 'valid URL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL', 'must use redis:'],
    [{ SMTP_URL: 'smtp//oops' }, 'SMTP_URL', 'valid URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV', 'must be one of'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', 'at least 32'],
    [{ PAYMENT_EXPIRY_MINUTES: 'soon' }, 'PAYMENT_EXPIRY_MINUTES', 'must be a number'],
    [{ PAYMENT_EXPIRY_MINUTES: '0' }, 'PAYMENT_EXPIRY_MINUTES', 'between 0.01 and 10080'],
    [{ INLINE_WORKER: 'maybe' }, 'INLINE_WORKER', 'true or false'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM', 'e-mail address'],
  ])('refuses %j naming %s', (env, variable, reason) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(reason);
    expect(error.message.split('\n')).toHaveLength(1);
  });

  it('refuses to start in production with a missing or default secret', () => {
    const strong = {
      JWT_SECRET: 'x'.repeat(40),
      OAUTH_STOREFRONT_SECRET: 'a-real-secret',
      OAUTH_BACKOFFICE_SECRET: 'another-real-secret',
    };
    expect(errorOf({ NODE_ENV: 'production' }).variable).toBe('JWT_SECRET');
    expect(
      errorOf({
        NODE_ENV: 'production',
        ...strong,
        OAUTH_STOREFRONT_SECRET: DEV_SECRETS.OAUTH_STOREFRONT_SECRET,
      }).variable,
    ).toBe('OAUTH_STOREFRONT_SECRET');
    expect(loadConfig({ NODE_ENV: 'production', ...strong }).nodeEnv).toBe('production');
  });

  it('uses the database queue without Redis and BullMQ with it', () => {
    expect(loadConfig({}).inlineWorker).toBe(true);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).inlineWorker).toBe(false);
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', INLINE_WORKER: 'true' }).inlineWorker,
    ).toBe(true);
  });
});
