import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where attachment bytes live. The local folder is the embedded default; an
 * S3-compatible bucket implements the same calls so that several server processes
 * share the media (docs/architecture.md#scale-out). Keys are made by the server from
 * content hashes, so a key's bytes never change once written.
 */
export interface MediaStore {
  /** The bytes under `key`, or null when nothing is stored there. */
  read(key: string): Promise<Buffer | null>;
  /** Stores `bytes` under `key`; a reader never sees half of them. */
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Whether something is stored under `key`. */
  has(key: string): Promise<boolean>;
  /** Removes what is stored under `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * `key`, when it is one the server could have made. Keys are made by the server, but a bad
 * one must never escape the folder (or the bucket's prefix), and every store refuses the
 * same keys so that one tried on the local folder holds on a bucket.
 */
export function checkedMediaKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
  return key;
}

export class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedMediaKey(key));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file. A temporary name of its own per
    // write: two first demands of a picture's size write its key at once.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
