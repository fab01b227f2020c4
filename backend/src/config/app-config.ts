import { registerAs } from '@nestjs/config';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: backend/{src,dist}/config → three levels up. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The whole runtime configuration, validated once at boot. Only this folder reads process.env. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
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
  brandName: string;
  /** Partner portal: the commission on a salon's attributed revenue (PARTNER_COMMISSION_RATE, 0..1). */
  partnerCommissionRate: number;
  /** Partner shop: base URL of the EU VIES REST API that confirms intra-EU VAT numbers (VIES_URL). */
  viesUrl: string;
  tagManagerId: string | null;
  /** Bearer token that opens /metrics (METRICS_TOKEN); without it /metrics answers 404. */
  metricsToken: string | null;
  /** SIGTERM: readiness answers 503 this long before the server stops taking connections (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Swagger UI at /api/docs and the document at /api/docs-json (API_DOCS; off in production by default). */
  apiDocs: boolean;
  logLevel: LogLevel;
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
    /** Failed sign-ins per account and per IP inside the window before 429. */
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    /** Password-reset requests per e-mail and per IP inside the window. */
    maxResetRequests: number;
    rateWindowSeconds: number;
  };
  seedDemoData: boolean;
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
  };
  if (secrets.jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
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
  // Documents that leave for the Peppol network in production carry the real seller, never the demo one.
  const seller = (name: string, demo: string) =>
    nodeEnv === 'production' && peppolMode === 'http' ? str(env, name) : str(env, name, demo);

  const trustProxyRaw = optional(env, 'TRUST_PROXY');
  const storefrontDist = resolve(REPO_ROOT, str(env, 'STOREFRONT_DIST', 'storefront/dist'));
  const backofficeDist = resolve(REPO_ROOT, str(env, 'BACKOFFICE_DIST', 'backoffice/dist'));

  return {
    nodeEnv,
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    publicUrl: publicUrl.replace(/\/$/, ''),
    dataDir,
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
    partnerCommissionRate: decimal(env, 'PARTNER_COMMISSION_RATE', 0.1, 0, 1),
    viesUrl: (
      url(env, 'VIES_URL', ['https:', 'http:'], optional(env, 'VIES_URL')) ??
      'https://ec.europa.eu/taxation_customs/vies/rest-api'
    ).replace(/\/$/, ''),
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
      maxResetRequests: int(env, 'AUTH_MAX_RESET_REQUESTS', 5, 1, 1000),
      rateWindowSeconds: int(env, 'AUTH_RATE_WINDOW_SECONDS', 900, 1, 86400),
    },
    seedDemoData: bool(env, 'SEED_DEMO_DATA', nodeEnv !== 'production'),
    einvoice: {
      mode: peppolMode,
      accessPointUrl,
      accessPointToken,
      seller: {
        name: seller('SELLER_NAME', `${brandName} BV`),
        street: seller('SELLER_STREET', 'Kouter 1'),
        postalCode: seller('SELLER_POSTAL_CODE', '9000'),
        city: seller('SELLER_CITY', 'Gent'),
        country: seller('SELLER_COUNTRY', 'BE').toUpperCase(),
        vatNumber: seller('SELLER_VAT_NUMBER', 'BE0471123456').toUpperCase().replace(/[\s.]/g, ''),
        email: optional(env, 'SELLER_EMAIL'),
      },
    },
  };
}

export function storefrontBuilt(config: AppConfig): boolean {
  return existsSync(resolve(config.paths.storefrontDist, 'server', 'entry-server.js'));
}

/** The typed config namespace for @nestjs/config: inject with `@Inject(appConfig.KEY) config: AppConfig`. */
export const appConfig = registerAs('app', (): AppConfig => loadConfig(process.env));
