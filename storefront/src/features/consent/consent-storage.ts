import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';
import type { ConsentChoice } from './consent-slice.ts';

/** Bump when the categories change: older choices are asked again. */
const consentVersion = 1;

interface StoredConsent {
  readonly version: number;
  readonly analytics: boolean;
  readonly decidedAt: string;
}

export function readStoredConsent(): ConsentChoice | null {
  const value = readJson(storageKeys.consent) as Partial<StoredConsent> | null;
  if (!value || value.version !== consentVersion || typeof value.analytics !== 'boolean')
    return null;
  return { analytics: value.analytics };
}

export function writeStoredConsent(choice: ConsentChoice): void {
  const stored: StoredConsent = {
    version: consentVersion,
    analytics: choice.analytics,
    decidedAt: new Date().toISOString(),
  };
  writeJson(storageKeys.consent, stored);
}
