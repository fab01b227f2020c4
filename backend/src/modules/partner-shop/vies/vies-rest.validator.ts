import { Inject, Injectable, Logger } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../../config/app-config.js';
import type { VatCheckResult, VatNumberValidator } from './vat-number-validator.js';

/** How long VIES may take before the checkout goes on with the format check only. */
export const VIES_TIMEOUT_MS = 3_000;

/**
 * The VIES REST API: POST {VIES_URL}/check-vat-number with `{countryCode, vatNumber}` answers
 * `{valid: boolean, …}`. A VIES "user error" other than VALID/INVALID (MS_UNAVAILABLE, TIMEOUT,
 * SERVICE_UNAVAILABLE, …), a non-2xx status, a malformed body or a timeout count as unavailable.
 */
@Injectable()
export class ViesRestValidator implements VatNumberValidator {
  private readonly logger = new Logger('Vies');

  constructor(@Inject(appConfig.KEY) private readonly config: AppConfig) {}

  async check(countryCode: string, number: string): Promise<VatCheckResult> {
    try {
      const response = await fetch(`${this.config.viesUrl}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber: number }),
        signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.warn(
          { status: response.status, countryCode },
          'VIES answered with an error status',
        );
        return 'unavailable';
      }
      const body = (await response.json()) as { valid?: unknown; userError?: unknown };
      if (typeof body.userError === 'string' && !['VALID', 'INVALID'].includes(body.userError)) {
        this.logger.warn(
          { userError: body.userError, countryCode },
          'VIES could not check the number',
        );
        return 'unavailable';
      }
      if (typeof body.valid !== 'boolean') return 'unavailable';
      return body.valid ? 'valid' : 'invalid';
    } catch (error) {
      this.logger.warn({ err: error, countryCode }, 'VIES unreachable');
      return 'unavailable';
    }
  }
}
