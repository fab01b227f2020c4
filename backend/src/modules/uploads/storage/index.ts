import { join } from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { DiskUploadsStorage } from './disk-uploads-storage.js';
import { S3UploadsStorage } from './s3-uploads-storage.js';
import type { UploadsStorage } from './uploads-storage.js';

export * from './uploads-storage.js';
export { DiskUploadsStorage } from './disk-uploads-storage.js';
export { S3UploadsStorage } from './s3-uploads-storage.js';

/** The storage the configuration chooses (UPLOADS_STORAGE, or S3 once S3_BUCKET is set). */
export function createUploadsStorage(
  config: Pick<AppConfig, 'dataDir' | 'uploads'>,
): UploadsStorage {
  if (config.uploads.storage === 's3' && config.uploads.s3)
    return new S3UploadsStorage(config.uploads.s3);
  return new DiskUploadsStorage(join(config.dataDir, 'uploads'));
}
