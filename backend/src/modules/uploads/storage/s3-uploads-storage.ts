import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config/app-config.js';
import type { StoredUpload, UploadsStorage } from './uploads-storage.js';

/** Objects are keys under this prefix, so the bucket may hold other things beside the uploads. */
const KEY_PREFIX = 'uploads/';

/**
 * Uploads as objects in an S3-compatible bucket (AWS S3, MinIO, Scaleway, Cloudflare R2…), so
 * every API host stores and serves the same images. The API streams them to the client itself:
 * the bucket stays private, the URLs and cache headers stay those of the disk storage.
 */
export class S3UploadsStorage implements UploadsStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Config) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible servers refuse or mangle the
      // CRC trailers the SDK adds by default since 3.729.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A bucket that does not answer fails the request in seconds instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  get description(): string {
    return `S3 bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  async has(name: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: KEY_PREFIX + name }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: KEY_PREFIX + name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        // The name holds the content hash: a CDN or a direct link may cache it for good.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredUpload | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: KEY_PREFIX + name }),
      );
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, length: answer.ContentLength ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: KEY_PREFIX + name }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/** NoSuchKey (GET), NotFound (HEAD, no body to name it) or any 404. */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata?.httpStatusCode === 404
  );
}
