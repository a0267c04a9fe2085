import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where attachment bytes live. The local folder is the embedded default; an
 * S3-compatible bucket can implement the same two calls for scale-out
 * (docs/architecture.md#scale-out).
 */
export interface MediaStore {
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are made by the server, but a bad one must never escape the folder.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
    return path.join(this.root, key);
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
    // Write then rename: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  }
}
