import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config/app-config.js';

/**
 * A strict Content-Security-Policy for every answer: scripts only from our own origin (no inline
 * script anywhere — the storefront embeds its data as JSON, not as script), the tag manager's host
 * only because the storefront loads it after analytics consent, map tiles for the store locator.
 * Inline styles stay allowed: react-admin (emotion) and Swagger UI inject them, and styles cannot run code.
 */
export function helmetOptions(config: Pick<AppConfig, 'nodeEnv'>): FastifyHelmetOptions {
  const production = config.nodeEnv === 'production';
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.tile.openstreetmap.org',
          'https://www.googletagmanager.com',
          'https://*.google-analytics.com',
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        frameSrc: ["'self'", 'https://www.googletagmanager.com'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Leaflet tiles and Swagger UI assets are not served with CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production
      ? { maxAge: 63072000, includeSubDomains: true, preload: false }
      : false,
    frameguard: { action: 'sameorigin' },
  };
}
