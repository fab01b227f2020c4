import { registerAs } from '@nestjs/config';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: backend/{src,dist}/config → three levels up. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The seller's legal details (invoices, credit notes, later the UBL e-invoice). */
export interface SellerConfig {
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 (BE). */
  country: string;
  /** With country prefix, e.g. BE0123456789. */
  vatNumber: string;
  /** Belgian enterprise number (KBO/BCE), e.g. 0123.456.789. */
  enterpriseNumber: string;
  iban: string;
  email: string;
}

/** Demo seller details, used outside production only. */
export const DEMO_SELLER: SellerConfig = {
  companyName: 'Vyrelle BV (demo)',
  street: 'Demostraat 1',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  vatNumber: 'BE0000000097',
  enterpriseNumber: '0000.000.097',
  iban: 'BE68539007547034',
  email: 'invoices@vyrelle.example',
};

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The whole runtime configuration, validated once at boot. Only this folder reads process.env. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /**
   * Where the demo seed keeps the WebP files it rasterised from the generated product artwork,
   * named by the artwork's content hash, so later seeds (the test suites seed often) only copy them.
   */
  seedImageCacheDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  brandInbox: string;
  /**
   * Which payment provider takes the money. `mollie` needs MOLLIE_API_KEY; `demo` is the built-in
   * provider that moves no money: production runs it only when PAYMENTS=demo says so explicitly.
   */
  payments: 'mollie' | 'demo';
  mollieApiKey: string | null;
  /** Mollie API root (default https://api.mollie.com/v2/); tests point it at a local server. */
  mollieApiUrl: string | null;
  jwtSecret: string;
  oauthStorefrontSecret: string;
  oauthBackofficeSecret: string;
  /** The key (MFA_ENCRYPTION_KEY) that encrypts the staff's TOTP secrets at rest (AES-256-GCM). */
  mfaEncryptionKey: string;
  brandName: string;
  /**
   * The selling company as printed on every invoice and credit note (SELLER_*). Demo values outside
   * production; production refuses to start without the real ones (an invoice without them is not valid).
   */
  seller: SellerConfig;
  /** Partner portal: the commission on a salon's attributed revenue (PARTNER_COMMISSION_RATE, 0..1). */
  partnerCommissionRate: number;
  /** Partner shop: base URL of the EU VIES REST API that confirms intra-EU VAT numbers (VIES_URL). */
  viesUrl: string;
  /**
   * One-Stop Shop (VAT_OSS, default on): B2C orders to another member state carry the VAT of the
   * delivery country; off, every EU delivery carries Belgian VAT (below the EU distance-sales threshold).
   */
  vatOss: boolean;
  tagManagerId: string | null;
  /** Bearer token that opens /metrics (METRICS_TOKEN); without it /metrics answers 404. */
  metricsToken: string | null;
  /** SIGTERM: readiness answers 503 this long before the server stops taking connections (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Swagger UI at /api/docs and the document at /api/docs-json (API_DOCS; off in production by default). */
  apiDocs: boolean;
  logLevel: LogLevel;
  /**
   * Production log lines waiting for stdout, at most (LOG_MAX_BACKLOG bytes): lines beyond are
   * dropped and counted (`vyrelle_log_lines_dropped_total`) rather than held in memory.
   */
  logMaxBacklogBytes: number;
  trustProxy: string | false;
  /** Work jobs inside this process (embedded default) rather than in a separate worker. */
  inlineWorker: boolean;
  jobs: { attempts: number; backoffMs: number; pollMs: number; redisPrefix: string };
  /** Minutes an order may wait for its payment before it expires and its stock is returned (fractions allowed, for tests). */
  paymentExpiryMinutes: number;
  paths: { storefrontDist: string; backofficeDist: string };
  auth: {
    accessTokenTtlSeconds: number;
    refreshFamilyTtlSeconds: number;
    resetTokenTtlSeconds: number;
    /**
     * Failed sign-ins per account from one IP (account+IP pair) inside the window before 429; past as
     * many failures for the account from all addresses, addresses the account never signed in from
     * get a growing back-off (never a lock of the account for everyone). Also the limit of guesses at
     * the current password of a signed-in account.
     */
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    /** The longest back-off step, in seconds, of an account under attack (AUTH_BACKOFF_MAX_SECONDS). */
    backoffMaxSeconds: number;
    /** Registrations per IP and per e-mail address inside `registrationWindowSeconds`. */
    maxRegistrationsPerIp: number;
    maxRegistrationsPerEmail: number;
    registrationWindowSeconds: number;
    /** Password-reset requests per e-mail and per IP inside the window. */
    maxResetRequests: number;
    rateWindowSeconds: number;
    /**
     * STAFF_MFA: `required` (the production default) lets an admin or partner manager without
     * two-factor sign-in do nothing but enrol; `optional` (elsewhere) keeps the demo accounts usable.
     */
    staffMfa: 'required' | 'optional';
    /** Days the invitation link of a new staff account stays valid (STAFF_INVITATION_DAYS). */
    staffInvitationDays: number;
  };
  seedDemoData: boolean;
  /**
   * Whether the demo products get raster images in the media library (WebP files in the uploads
   * storage) or keep their generated SVG artwork only. On unless SEED_RASTER_IMAGES=false.
   */
  seedRasterImages: boolean;
  /**
   * Peppol e-invoices: `file` writes the UBL under DATA_DIR/peppol (embedded default); `http` posts it
   * to an access point (PEPPOL_MODE=http with PEPPOL_AP_URL and PEPPOL_AP_TOKEN). The seller block is
   * the brand's legal identity on the invoice (SELLER_*; demo values outside production).
   */
  einvoice: {
    mode: 'file' | 'http';
    accessPointUrl: string | null;
    accessPointToken: string | null;
    seller: {
      name: string;
      street: string;
      postalCode: string;
      city: string;
      country: string;
      vatNumber: string;
      email: string | null;
    };
  };
  /** GDPR: retention of personal data and the proof of consent. */
  privacy: PrivacyConfig;
  /** Where uploaded images are kept: DATA_DIR/uploads, or an S3-compatible bucket shared by every API host. */
  uploads: UploadsConfig;
  /** Images given by URL, fetched once into the media library. */
  mediaImport: MediaImportConfig;
  /** Birthday deals and back-in-stock mails. */
  deals: DealsConfig;
}

/** Birthday deals (the daily grant job) and back-in-stock mails (throttled batches). */
export interface DealsConfig {
  /** Whether this process enqueues the daily birthday grant job (BIRTHDAY_SCHEDULE; off in tests unless set). */
  birthdaySchedule: boolean;
  /** Percent off the goods of a birthday coupon (BIRTHDAY_PERCENT_OFF). */
  birthdayPercentOff: number;
  /** Back-in-stock mails queued per batch (STOCK_ALERT_BATCH). */
  stockAlertBatch: number;
  /** Pause between two batches of back-in-stock mails, in ms (STOCK_ALERT_DELAY_MS). */
  stockAlertDelayMs: number;
}

/**
 * The URL import of the media library. Only public addresses are fetched; tests (never production)
 * may name addresses that count as public anyway and a CA to trust, for a local https test host.
 */
export interface MediaImportConfig {
  /** MEDIA_IMPORT_ALLOW_ADDRESSES: IP addresses let through although private (refused in production). */
  allowedAddresses: string[];
  /** MEDIA_IMPORT_CA_FILE: extra CA certificate (PEM file) trusted by the import (refused in production). */
  caFile: string | null;
  /** MEDIA_IMPORT_TIMEOUT_MS: the whole fetch, redirects included. */
  timeoutMs: number;
}

/**
 * Uploads storage (UPLOADS_STORAGE): `disk` keeps them under DATA_DIR/uploads (one host, or a shared
 * volume); `s3` keeps them in an S3-compatible bucket (S3_*), so any number of API hosts serve them.
 */
export interface UploadsConfig {
  storage: 'disk' | 's3';
  s3: S3Config | null;
}

export interface S3Config {
  /** S3_ENDPOINT: the server of an S3-compatible service (MinIO, Scaleway, R2…); AWS S3 when null. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null outside production only: the SDK's own credential chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; most S3-compatible servers want this. */
  forcePathStyle: boolean;
}

/** GDPR settings (privacy module). */
export interface PrivacyConfig {
  /** Key of the keyed hash (HMAC-SHA256) of IP addresses kept as consent proof (CONSENT_HASH_SECRET; derived from JWT_SECRET when unset). */
  ipHashSecret: string;
  /** Years orders and invoices are kept after an account is erased (Belgian VAT Code art. 60: 10 years for invoices since 2023; RETENTION_ORDER_YEARS). */
  orderRetentionYears: number;
  /** A cart untouched this many days is abandoned and removed by the retention job (RETENTION_CART_DAYS). */
  abandonedCartDays: number;
  /** Mail files (.eml under DATA_DIR/mail) older than this many days are removed (RETENTION_MAIL_FILE_DAYS). */
  mailFileDays: number;
  /** Whether this process enqueues the daily retention job (RETENTION_SCHEDULE; off in tests unless set). */
  schedule: boolean;
}

/** Thrown for a bad or missing variable; main.ts prints its message as one line and exits. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

export const DEV_SECRETS = {
  JWT_SECRET: 'dev-jwt-secret-change-me-0000000000000000',
  OAUTH_STOREFRONT_SECRET: 'storefront-dev-secret',
  OAUTH_BACKOFFICE_SECRET: 'backoffice-dev-secret',
  MFA_ENCRYPTION_KEY: 'dev-mfa-encryption-key-change-me-000000',
} as const;

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback?: string): string {
  const value = env[name]?.trim();
  if (value) return value;
  if (fallback !== undefined) return fallback;
  throw new ConfigError(name, 'is required');
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A decimal number (e.g. minutes, where tests need fractions of one). */
function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new ConfigError(name, `must be a number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[], value: string | null): string | null {
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** SEED_IMAGE_CACHE_DIR on its own (the build warms that cache without the rest of the config). */
export function seedImageCacheDir(env: Env = process.env): string {
  return resolve(REPO_ROOT, str(env, 'SEED_IMAGE_CACHE_DIR', 'node_modules/.cache/seed-images'));
}

/** Builds and validates the configuration from an environment. Throws ConfigError on the first bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(
    env,
    'NODE_ENV',
    ['development', 'production', 'test'] as const,
    'development',
  );
  const port = int(env, 'PORT', 3000, 0, 65535);
  const dataDirRaw = str(env, 'DATA_DIR', 'var');
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw);
  const databaseUrl = url(
    env,
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    optional(env, 'DATABASE_URL'),
  );
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:'], optional(env, 'REDIS_URL'));
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], optional(env, 'SMTP_URL'));
  const brandName = str(env, 'BRAND_NAME', 'Vyrelle');
  const mailFrom = str(env, 'MAIL_FROM', `${brandName} <hello@vyrelle.example>`);
  if (!/<[^@\s]+@[^@\s]+>|^[^@\s]+@[^@\s]+$/.test(mailFrom))
    throw new ConfigError('MAIL_FROM', 'must contain an e-mail address');
  const brandInbox = str(env, 'BRAND_INBOX', 'contact@vyrelle.example');

  const secrets = {
    jwtSecret: str(env, 'JWT_SECRET', DEV_SECRETS.JWT_SECRET),
    oauthStorefrontSecret: str(env, 'OAUTH_STOREFRONT_SECRET', DEV_SECRETS.OAUTH_STOREFRONT_SECRET),
    oauthBackofficeSecret: str(env, 'OAUTH_BACKOFFICE_SECRET', DEV_SECRETS.OAUTH_BACKOFFICE_SECRET),
    mfaEncryptionKey: str(env, 'MFA_ENCRYPTION_KEY', DEV_SECRETS.MFA_ENCRYPTION_KEY),
  };
  if (secrets.jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  if (secrets.mfaEncryptionKey.length < 32)
    throw new ConfigError('MFA_ENCRYPTION_KEY', 'must be at least 32 characters');
  if (nodeEnv === 'production') {
    for (const [name, devValue] of Object.entries(DEV_SECRETS)) {
      if (!env[name]?.trim() || env[name]?.trim() === devValue) {
        throw new ConfigError(
          name,
          'must be set to a secret of your own in production (the development default is refused)',
        );
      }
    }
  }

  if (nodeEnv === 'production' && !optional(env, 'PUBLIC_URL'))
    throw new ConfigError(
      'PUBLIC_URL',
      'must be set in production to the address customers use (links in mails, payment returns)',
    );
  const publicUrl = url(
    env,
    'PUBLIC_URL',
    ['http:', 'https:'],
    str(env, 'PUBLIC_URL', `http://localhost:${port}`),
  )!;
  const mollieApiKey = optional(env, 'MOLLIE_API_KEY');
  const payments = oneOf(
    env,
    'PAYMENTS',
    ['mollie', 'demo'] as const,
    mollieApiKey ? 'mollie' : 'demo',
  );
  if (payments === 'mollie' && !mollieApiKey)
    throw new ConfigError('MOLLIE_API_KEY', 'must be set when PAYMENTS=mollie');
  if (nodeEnv === 'production' && !mollieApiKey && !optional(env, 'PAYMENTS'))
    throw new ConfigError(
      'MOLLIE_API_KEY',
      'must be set in production (or PAYMENTS=demo to run the demo provider, which moves no money, on purpose)',
    );

  if (nodeEnv === 'production' && !smtpUrl)
    throw new ConfigError(
      'SMTP_URL',
      'must be set in production to your mail relay (without it every mail would only be written to a file)',
    );
  const seller = sellerConfig(env, nodeEnv, brandInbox);
  const peppolMode = oneOf(env, 'PEPPOL_MODE', ['file', 'http'] as const, 'file');
  const accessPointUrl = url(
    env,
    'PEPPOL_AP_URL',
    ['https:', 'http:'],
    optional(env, 'PEPPOL_AP_URL'),
  );
  const accessPointToken = optional(env, 'PEPPOL_AP_TOKEN');
  if (peppolMode === 'http') {
    if (!accessPointUrl)
      throw new ConfigError(
        'PEPPOL_AP_URL',
        'must be set when PEPPOL_MODE=http (the access point)',
      );
    if (!accessPointToken)
      throw new ConfigError('PEPPOL_AP_TOKEN', 'must be set when PEPPOL_MODE=http');
    if (nodeEnv === 'production' && !accessPointUrl.startsWith('https:'))
      throw new ConfigError('PEPPOL_AP_URL', 'must use https: in production');
  }

  const trustProxyRaw = optional(env, 'TRUST_PROXY');
  const storefrontDist = resolve(REPO_ROOT, str(env, 'STOREFRONT_DIST', 'storefront/dist'));
  const backofficeDist = resolve(REPO_ROOT, str(env, 'BACKOFFICE_DIST', 'backoffice/dist'));

  return {
    nodeEnv,
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    publicUrl: publicUrl.replace(/\/$/, ''),
    dataDir,
    seedImageCacheDir: seedImageCacheDir(env),
    databaseUrl,
    redisUrl,
    smtpUrl,
    mailFrom,
    brandInbox,
    payments,
    mollieApiKey,
    mollieApiUrl: url(env, 'MOLLIE_API_URL', ['https:'], optional(env, 'MOLLIE_API_URL')),
    ...secrets,
    brandName,
    seller,
    partnerCommissionRate: decimal(env, 'PARTNER_COMMISSION_RATE', 0.1, 0, 1),
    viesUrl: (
      url(env, 'VIES_URL', ['https:', 'http:'], optional(env, 'VIES_URL')) ??
      'https://ec.europa.eu/taxation_customs/vies/rest-api'
    ).replace(/\/$/, ''),
    vatOss: bool(env, 'VAT_OSS', true),
    tagManagerId: optional(env, 'GTM_ID'),
    apiDocs: bool(env, 'API_DOCS', nodeEnv !== 'production'),
    metricsToken: optional(env, 'METRICS_TOKEN'),
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', nodeEnv === 'production' ? 5000 : 0, 0, 60_000),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    logMaxBacklogBytes: int(
      env,
      'LOG_MAX_BACKLOG',
      16 * 1024 * 1024,
      64 * 1024,
      1024 * 1024 * 1024,
    ),
    trustProxy: trustProxyRaw ?? false,
    inlineWorker: bool(env, 'INLINE_WORKER', redisUrl === null),
    jobs: {
      attempts: int(env, 'JOB_ATTEMPTS', 6, 1, 50),
      backoffMs: int(env, 'JOB_BACKOFF_MS', 2000, 1, 3_600_000),
      pollMs: int(env, 'JOB_POLL_MS', 500, 10, 60_000),
      redisPrefix: str(env, 'REDIS_PREFIX', 'vyrelle'),
    },
    paymentExpiryMinutes: decimal(env, 'PAYMENT_EXPIRY_MINUTES', 60, 0.01, 7 * 24 * 60),
    paths: { storefrontDist, backofficeDist },
    auth: {
      accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 10, 900),
      refreshFamilyTtlSeconds: int(
        env,
        'REFRESH_FAMILY_TTL_SECONDS',
        30 * 24 * 3600,
        60,
        90 * 24 * 3600,
      ),
      resetTokenTtlSeconds: int(env, 'RESET_TOKEN_TTL_SECONDS', 3600, 10, 24 * 3600),
      maxFailuresPerAccount: int(env, 'AUTH_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
      maxFailuresPerIp: int(env, 'AUTH_MAX_FAILURES_PER_IP', 30, 1, 10000),
      backoffMaxSeconds: int(env, 'AUTH_BACKOFF_MAX_SECONDS', 60, 1, 3600),
      maxRegistrationsPerIp: int(env, 'AUTH_MAX_REGISTRATIONS_PER_IP', 10, 1, 100000),
      maxRegistrationsPerEmail: int(env, 'AUTH_MAX_REGISTRATIONS_PER_EMAIL', 3, 1, 1000),
      registrationWindowSeconds: int(env, 'AUTH_REGISTRATION_WINDOW_SECONDS', 3600, 1, 86400),
      maxResetRequests: int(env, 'AUTH_MAX_RESET_REQUESTS', 5, 1, 1000),
      rateWindowSeconds: int(env, 'AUTH_RATE_WINDOW_SECONDS', 900, 1, 86400),
      staffMfa: oneOf(
        env,
        'STAFF_MFA',
        ['required', 'optional'] as const,
        nodeEnv === 'production' ? 'required' : 'optional',
      ),
      staffInvitationDays: int(env, 'STAFF_INVITATION_DAYS', 3, 1, 30),
    },
    seedDemoData: bool(env, 'SEED_DEMO_DATA', nodeEnv !== 'production'),
    seedRasterImages: bool(env, 'SEED_RASTER_IMAGES', true),
    einvoice: {
      mode: peppolMode,
      accessPointUrl,
      accessPointToken,
      seller: {
        name: seller.companyName,
        street: seller.street,
        postalCode: seller.postalCode,
        city: seller.city,
        country: seller.country,
        vatNumber: seller.vatNumber,
        email: seller.email,
      },
    },
    privacy: {
      ipHashSecret:
        optional(env, 'CONSENT_HASH_SECRET') ??
        createHmac('sha256', secrets.jwtSecret).update('consent-ip-hash').digest('hex'),
      orderRetentionYears: int(env, 'RETENTION_ORDER_YEARS', 10, 1, 30),
      abandonedCartDays: int(env, 'RETENTION_CART_DAYS', 90, 1, 3650),
      mailFileDays: int(env, 'RETENTION_MAIL_FILE_DAYS', 30, 1, 3650),
      schedule: bool(env, 'RETENTION_SCHEDULE', nodeEnv !== 'test'),
    },
    uploads: uploadsConfig(env, nodeEnv),
    deals: {
      birthdaySchedule: bool(env, 'BIRTHDAY_SCHEDULE', nodeEnv !== 'test'),
      birthdayPercentOff: int(env, 'BIRTHDAY_PERCENT_OFF', 10, 1, 90),
      stockAlertBatch: int(env, 'STOCK_ALERT_BATCH', 50, 1, 10_000),
      stockAlertDelayMs: int(env, 'STOCK_ALERT_DELAY_MS', 60_000, 0, 3_600_000),
    },
    mediaImport: mediaImportConfig(env, nodeEnv),
  };
}

function mediaImportConfig(env: Env, nodeEnv: NodeEnv): MediaImportConfig {
  const allowed = (optional(env, 'MEDIA_IMPORT_ALLOW_ADDRESSES') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const caFile = optional(env, 'MEDIA_IMPORT_CA_FILE');
  if (nodeEnv === 'production' && allowed.length)
    throw new ConfigError(
      'MEDIA_IMPORT_ALLOW_ADDRESSES',
      'is for tests only: production fetches images from public addresses only',
    );
  if (nodeEnv === 'production' && caFile)
    throw new ConfigError('MEDIA_IMPORT_CA_FILE', 'is for tests only');
  if (allowed.some((address) => isIP(address) === 0))
    throw new ConfigError(
      'MEDIA_IMPORT_ALLOW_ADDRESSES',
      'must be a comma-separated list of IP addresses',
    );
  return {
    allowedAddresses: allowed,
    caFile,
    timeoutMs: int(env, 'MEDIA_IMPORT_TIMEOUT_MS', 15_000, 500, 120_000),
  };
}

/**
 * UPLOADS_STORAGE=disk|s3, `s3` by default once S3_BUCKET is set. With s3, the bucket is always
 * required, and in production every setting is (region and keys): a missing one stops the start
 * rather than leaving each upload to fail, or the images to land on one host's disk.
 */
function uploadsConfig(env: Env, nodeEnv: NodeEnv): UploadsConfig {
  const storage = oneOf(
    env,
    'UPLOADS_STORAGE',
    ['disk', 's3'] as const,
    optional(env, 'S3_BUCKET') ? 's3' : 'disk',
  );
  if (storage === 'disk') return { storage, s3: null };
  const required = (name: string): string | null => {
    const value = optional(env, name);
    if (!value && nodeEnv === 'production')
      throw new ConfigError(
        name,
        'must be set in production when uploads are kept in S3 (UPLOADS_STORAGE=s3 or S3_BUCKET set)',
      );
    return value;
  };
  const bucket = optional(env, 'S3_BUCKET');
  if (!bucket)
    throw new ConfigError(
      'S3_BUCKET',
      'must be set when UPLOADS_STORAGE=s3 (the bucket of the uploads)',
    );
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      'S3_BUCKET',
      `must be a bucket name (3–63 lower-case letters, digits, dots, hyphens), got "${bucket}"`,
    );
  const endpoint = url(env, 'S3_ENDPOINT', ['https:', 'http:'], optional(env, 'S3_ENDPOINT'));
  const region = required('S3_REGION') ?? 'us-east-1';
  const accessKeyId = required('S3_ACCESS_KEY_ID');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set together with the other S3 key',
    );
  return {
    storage,
    s3: {
      endpoint: endpoint?.replace(/\/$/, '') ?? null,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    },
  };
}

/** SELLER_*: each one required in production (invoices must name the real seller), demo values elsewhere. */
function sellerConfig(env: Env, nodeEnv: NodeEnv, brandInbox: string): SellerConfig {
  const field = (name: string, fallback: string): string => {
    const value = optional(env, name);
    if (!value && nodeEnv === 'production')
      throw new ConfigError(
        name,
        'must be set in production (the seller details printed on every invoice)',
      );
    return value ?? fallback;
  };
  const companyName = field('SELLER_COMPANY_NAME', DEMO_SELLER.companyName);
  const street = field('SELLER_STREET', DEMO_SELLER.street);
  const postalCode = field('SELLER_POSTAL_CODE', DEMO_SELLER.postalCode);
  const city = field('SELLER_CITY', DEMO_SELLER.city);
  const country = str(env, 'SELLER_COUNTRY', DEMO_SELLER.country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    throw new ConfigError('SELLER_COUNTRY', 'must be a two-letter country code (BE)');
  const vatNumber = field('SELLER_VAT_NUMBER', DEMO_SELLER.vatNumber)
    .replace(/[\s.]/g, '')
    .toUpperCase();
  if (!/^[A-Z]{2}[0-9A-Z]{2,12}$/.test(vatNumber))
    throw new ConfigError('SELLER_VAT_NUMBER', 'must be a VAT number with its country prefix');
  const enterpriseNumber = field('SELLER_ENTERPRISE_NUMBER', DEMO_SELLER.enterpriseNumber).replace(
    /\s/g,
    '',
  );
  const iban = field('SELLER_IBAN', DEMO_SELLER.iban).replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(iban))
    throw new ConfigError('SELLER_IBAN', 'must be an IBAN');
  const email = str(env, 'SELLER_EMAIL', brandInbox);
  return {
    companyName,
    street,
    postalCode,
    city,
    country,
    vatNumber,
    enterpriseNumber,
    iban,
    email,
  };
}

export function storefrontBuilt(config: AppConfig): boolean {
  return existsSync(resolve(config.paths.storefrontDist, 'server', 'entry-server.js'));
}

/** The typed config namespace for @nestjs/config: inject with `@Inject(appConfig.KEY) config: AppConfig`. */
export const appConfig = registerAs('app', (): AppConfig => loadConfig(process.env));
