import type { Readable } from 'node:stream';

export interface BlobInfo {
  sizeBytes: number;
  contentType: string;
}

/** An inclusive byte range, as HTTP's `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where call recordings live (ARCHITECTURE.md §2): files under DATA_DIR embedded, S3-compatible storage in production.
 * Keys are the store's own (`recordings/<clientId>/<call key>`); callers check who may read before they ask.
 */
export interface BlobStore {
  /** Writes the whole blob, replacing any under that key; readers see the old one or the new one, never a part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no blob under the key. */
  head(key: string): Promise<BlobInfo | null>;
  /** The blob's bytes (only `range` when given; the caller keeps it within the size); null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deleting a missing blob is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The Nest token of the process's BlobStore. */
export const BLOB_STORE = Symbol('BlobStore');
