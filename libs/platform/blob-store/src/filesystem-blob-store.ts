import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore, ByteRange } from './blob-store.port';

const KEY = /^[A-Za-z0-9._:-]+(\/[A-Za-z0-9._:-]+)*$/;

/**
 * The embedded blob store: one file per blob under `root` (DATA_DIR/recordings) and its content type beside it in
 * `<file>.type`. A write goes to a temporary file renamed into place, so a reader never sees half a blob.
 */
export class FilesystemBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(`${file}.type`, contentType);
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async head(key: string): Promise<BlobInfo | null> {
    const file = this.fileOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    const contentType = await readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
    return { sizeBytes: found.size, contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.head(key))) return null;
    return createReadStream(this.fileOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  /** Nothing stays open between calls. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Keys are plain relative paths: no `..`, no absolute paths, nothing outside the root. */
  private fileOf(key: string): string {
    if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) throw new Error(`Invalid blob key "${key}"`);
    const file = join(this.root, key);
    if (!file.startsWith(this.root + sep)) throw new Error(`Invalid blob key "${key}"`);
    return file;
  }
}
