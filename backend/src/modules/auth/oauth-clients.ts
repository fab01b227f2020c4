import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';

/** First-party OAuth clients. Secrets come from config and are kept only as SHA-256 digests. */
export class OAuthClients {
  private readonly digests: Map<string, Buffer>;

  constructor(config: Pick<AppConfig, 'oauthStorefrontSecret' | 'oauthBackofficeSecret'>) {
    const digest = (secret: string) => createHash('sha256').update(secret).digest();
    this.digests = new Map([
      ['storefront', digest(config.oauthStorefrontSecret)],
      ['backoffice', digest(config.oauthBackofficeSecret)],
    ]);
  }

  /** Constant-time check of a client id and secret. */
  verify(clientId: string | undefined, secret: string | undefined): boolean {
    const expected = clientId ? this.digests.get(clientId) : undefined;
    const given = createHash('sha256')
      .update(secret ?? '')
      .digest();
    return expected !== undefined && timingSafeEqual(expected, given);
  }
}
