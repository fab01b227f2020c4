import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredUpload, UploadsStorage } from './uploads-storage.js';

/**
 * Uploads as files in one folder (DATA_DIR/uploads): what the embedded default and a single host
 * use, and what `npm run backup` copies. Several API hosts need a volume they all mount, or S3.
 */
export class DiskUploadsStorage implements UploadsStorage {
  constructor(readonly directory: string) {}

  get description(): string {
    return `disk (${this.directory})`;
  }

  async has(name: string): Promise<boolean> {
    return (await this.size(name)) !== null;
  }

  /** Writes through a temporary name, so a reader never sees half a file. */
  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const temporary = join(this.directory, `.${name}.${process.pid}.${Date.now()}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, join(this.directory, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredUpload | null> {
    const length = await this.size(name);
    if (length === null) return null;
    return { body: createReadStream(join(this.directory, name)), length };
  }

  async delete(name: string): Promise<void> {
    await unlink(join(this.directory, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  private async size(name: string): Promise<number | null> {
    try {
      const info = await stat(join(this.directory, name));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
