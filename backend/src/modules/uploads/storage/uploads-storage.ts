import type { Readable } from 'node:stream';

/** A stored upload, ready to be streamed to a client. */
export interface StoredUpload {
  body: Readable;
  /** Bytes, when the storage knows it (sent as content-length). */
  length: number | null;
}

/**
 * The port every uploads storage implements: the files are the JPEGs the uploads service derives,
 * named by the content hash of their source (so a name always means the same bytes). Adapters:
 * the disk under DATA_DIR/uploads (disk-uploads-storage.ts) and an S3-compatible bucket
 * (s3-uploads-storage.ts), chosen by UPLOADS_STORAGE / S3_BUCKET.
 */
export interface UploadsStorage {
  /** Says where the files go, for the boot log (never a secret). */
  readonly description: string;
  has(name: string): Promise<boolean>;
  /** Stores the whole file; a reader never sees half of it. Replaces a file of the same name. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none of that name. */
  get(name: string): Promise<StoredUpload | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}

/** Nest injection token of the configured UploadsStorage. */
export const UPLOADS_STORAGE = Symbol('UPLOADS_STORAGE');
