import { join } from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { DiskUploadsStorage } from './disk-uploads-storage.js';
import type { UploadsStorage } from './uploads-storage.js';

export * from './uploads-storage.js';
export { DiskUploadsStorage } from './disk-uploads-storage.js';

/**
 * The storage the configuration chooses (UPLOADS_STORAGE, or S3 once S3_BUCKET is set). The AWS
 * SDK is loaded only when S3 is chosen: a disk deployment never pays for it at boot.
 */
export async function createUploadsStorage(
  config: Pick<AppConfig, 'dataDir' | 'uploads'>,
): Promise<UploadsStorage> {
  if (config.uploads.storage === 's3' && config.uploads.s3) {
    const { S3UploadsStorage } = await import('./s3-uploads-storage.js');
    return new S3UploadsStorage(config.uploads.s3);
  }
  return new DiskUploadsStorage(join(config.dataDir, 'uploads'));
}
