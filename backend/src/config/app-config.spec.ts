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

/** The seller details production requires (printed on every invoice). */
const SELLER_ENV = {
  SELLER_COMPANY_NAME: 'Shop BV',
  SELLER_STREET: 'Kouter 1',
  SELLER_POSTAL_CODE: '9000',
  SELLER_CITY: 'Gent',
  SELLER_VAT_NUMBER: 'BE0123456749',
  SELLER_ENTERPRISE_NUMBER: '0123.456.749',
  SELLER_IBAN: 'BE68539007547034',
};

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
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
    };
    expect(errorOf({ NODE_ENV: 'production' }).variable).toBe('JWT_SECRET');
    expect(
      errorOf({
        NODE_ENV: 'production',
        ...strong,
        OAUTH_STOREFRONT_SECRET: DEV_SECRETS.OAUTH_STOREFRONT_SECRET,
      }).variable,
    ).toBe('OAUTH_STOREFRONT_SECRET');
    const { MFA_ENCRYPTION_KEY: _key, ...withoutKey } = strong;
    const missingKey = errorOf({ NODE_ENV: 'production', ...withoutKey });
    expect(missingKey.variable).toBe('MFA_ENCRYPTION_KEY');
    expect(missingKey.message.split('\n')).toHaveLength(1);
    expect(
      errorOf({
        NODE_ENV: 'production',
        ...strong,
        MFA_ENCRYPTION_KEY: DEV_SECRETS.MFA_ENCRYPTION_KEY,
      }).variable,
    ).toBe('MFA_ENCRYPTION_KEY');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...strong,
        PUBLIC_URL: 'https://shop.example',
        PAYMENTS: 'demo',
        SMTP_URL: 'smtp://relay.example:587',
        ...SELLER_ENV,
      }).nodeEnv,
    ).toBe('production');
  });

  it('asks staff for two-factor sign-in in production by default, not in development', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OAUTH_STOREFRONT_SECRET: 'a-real-secret',
      OAUTH_BACKOFFICE_SECRET: 'another-real-secret',
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS: 'demo',
      SMTP_URL: 'smtp://relay.example:587',
      ...SELLER_ENV,
    };
    expect(loadConfig(production).auth.staffMfa).toBe('required');
    expect(loadConfig({ ...production, STAFF_MFA: 'optional' }).auth.staffMfa).toBe('optional');
    expect(loadConfig({}).auth.staffMfa).toBe('optional');
    expect(errorOf({ STAFF_MFA: 'sometimes' }).variable).toBe('STAFF_MFA');
  });

  it('fails closed in production: a public address, a real payment provider, a mail relay, no API docs', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay.example:587',
      JWT_SECRET: 'x'.repeat(40),
      OAUTH_STOREFRONT_SECRET: 'a-real-secret',
      OAUTH_BACKOFFICE_SECRET: 'another-real-secret',
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
    };
    expect(errorOf({ ...production, MOLLIE_API_KEY: 'live_x' }).variable).toBe('PUBLIC_URL');
    const withUrl = { ...production, PUBLIC_URL: 'https://shop.example', ...SELLER_ENV };
    // No Mollie key and no explicit choice: the demo provider would give goods away for free.
    expect(errorOf(withUrl).variable).toBe('MOLLIE_API_KEY');
    expect(errorOf({ ...withUrl, PAYMENTS: 'mollie' }).variable).toBe('MOLLIE_API_KEY');
    // No relay: every mail would only be written to a file under DATA_DIR.
    const { SMTP_URL: _relay, ...withoutRelay } = withUrl;
    expect(errorOf({ ...withoutRelay, MOLLIE_API_KEY: 'live_x' }).variable).toBe('SMTP_URL');
    expect(loadConfig({ ...withUrl, MOLLIE_API_KEY: 'live_x' })).toMatchObject({
      payments: 'mollie',
      apiDocs: false,
    });
    expect(loadConfig({ ...withUrl, PAYMENTS: 'demo', API_DOCS: 'true' })).toMatchObject({
      payments: 'demo',
      apiDocs: true,
    });
    expect(loadConfig({})).toMatchObject({ payments: 'demo', apiDocs: true });
  });

  it('requires the seller details of the invoices in production, demo values elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OAUTH_STOREFRONT_SECRET: 'a-real-secret',
      OAUTH_BACKOFFICE_SECRET: 'another-real-secret',
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS: 'demo',
      SMTP_URL: 'smtp://relay.example:587',
    };
    expect(errorOf(production).variable).toBe('SELLER_COMPANY_NAME');
    for (const name of Object.keys(SELLER_ENV)) {
      const env: Record<string, string> = { ...production, ...SELLER_ENV };
      delete env[name];
      expect(errorOf(env).variable).toBe(name);
    }
    expect(errorOf({ ...production, ...SELLER_ENV, SELLER_IBAN: 'nope' }).variable).toBe(
      'SELLER_IBAN',
    );
    expect(loadConfig({ ...production, ...SELLER_ENV }).seller).toMatchObject({
      companyName: 'Shop BV',
      vatNumber: 'BE0123456749',
      country: 'BE',
    });
    expect(loadConfig({}).seller.companyName).toContain('demo');
  });

  it('keeps uploads on disk by default, in S3 when chosen or once S3_BUCKET is set', () => {
    expect(loadConfig({}).uploads).toEqual({ storage: 'disk', s3: null });
    expect(loadConfig({ S3_BUCKET: 'shop-uploads', UPLOADS_STORAGE: 'disk' }).uploads.storage).toBe(
      'disk',
    );
    // outside production the region defaults and the SDK's own credential chain may supply the keys
    expect(loadConfig({ S3_BUCKET: 'shop-uploads' }).uploads).toEqual({
      storage: 's3',
      s3: {
        endpoint: null,
        region: 'us-east-1',
        bucket: 'shop-uploads',
        accessKeyId: null,
        secretAccessKey: null,
        forcePathStyle: false,
      },
    });
    // an endpoint of its own (MinIO, Scaleway…) means path-style addressing unless told otherwise
    const compatible = {
      S3_BUCKET: 'shop-uploads',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/',
      S3_REGION: 'fr-par',
    };
    expect(loadConfig(compatible).uploads.s3).toMatchObject({
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...compatible, S3_FORCE_PATH_STYLE: 'false' }).uploads.s3?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ UPLOADS_STORAGE: 'cloud' }, 'UPLOADS_STORAGE', 'must be one of disk, s3'],
    [{ UPLOADS_STORAGE: 's3' }, 'S3_BUCKET', 'must be set when UPLOADS_STORAGE=s3'],
    [{ S3_BUCKET: 'Shop_Uploads' }, 'S3_BUCKET', 'must be a bucket name'],
    [
      { S3_BUCKET: 'shop-uploads', S3_ENDPOINT: 'ftp://x' },
      'S3_ENDPOINT',
      'must use https: or http:',
    ],
    [
      { S3_BUCKET: 'shop-uploads', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE',
      'true or false',
    ],
    [{ S3_BUCKET: 'shop-uploads', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY', 'together'],
  ])('refuses the uploads storage %j naming %s', (env, variable, reason) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(reason);
    expect(error.message.split('\n')).toHaveLength(1);
  });

  it('fails closed in production when S3 is chosen and one of its settings is missing', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OAUTH_STOREFRONT_SECRET: 'a-real-secret',
      OAUTH_BACKOFFICE_SECRET: 'another-real-secret',
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS: 'demo',
      SMTP_URL: 'smtp://relay.example:587',
      ...SELLER_ENV,
    };
    const s3 = {
      S3_BUCKET: 'shop-uploads',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    // disk needs none of them
    expect(loadConfig(production).uploads.storage).toBe('disk');
    // the media import's test switches never reach production: only public addresses are fetched
    expect(loadConfig(production).mediaImport.allowedAddresses).toEqual([]);
    expect(errorOf({ ...production, MEDIA_IMPORT_ALLOW_ADDRESSES: '127.0.0.1' }).variable).toBe(
      'MEDIA_IMPORT_ALLOW_ADDRESSES',
    );
    expect(errorOf({ ...production, MEDIA_IMPORT_CA_FILE: '/tmp/ca.pem' }).variable).toBe(
      'MEDIA_IMPORT_CA_FILE',
    );
    expect(
      loadConfig({ MEDIA_IMPORT_ALLOW_ADDRESSES: '127.0.0.1' }).mediaImport.allowedAddresses,
    ).toEqual(['127.0.0.1']);
    expect(errorOf({ ...production, UPLOADS_STORAGE: 's3' }).variable).toBe('S3_BUCKET');
    for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      const env: Record<string, string> = { ...production, ...s3 };
      delete env[name];
      const error = errorOf(env);
      expect(error.variable).toBe(name);
      expect(error.message).toContain('must be set in production');
      expect(error.message.split('\n')).toHaveLength(1);
    }
    expect(loadConfig({ ...production, ...s3 }).uploads.s3).toMatchObject({
      endpoint: null,
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
    });
  });

  it('uses the database queue without Redis and BullMQ with it', () => {
    expect(loadConfig({}).inlineWorker).toBe(true);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).inlineWorker).toBe(false);
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', INLINE_WORKER: 'true' }).inlineWorker,
    ).toBe(true);
  });
});
