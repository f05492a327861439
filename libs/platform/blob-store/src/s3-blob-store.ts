import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobInfo, BlobStore, ByteRange } from './blob-store.port';

/** Where and as whom S3_URL says to keep blobs. */
export interface S3Location {
  /** `https://host[:port]` (or http: for a local service). */
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key (`<prefix>/<key>`); empty: keys as given. */
  keyPrefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3_URL: `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=…` (region default us-east-1; percent-encode
 * characters of the key or secret that a URL reserves, e.g. `/` as %2F). Throws with the problem otherwise.
 */
export function parseS3Url(text: string): S3Location {
  const url = URL.canParse(text) ? new URL(text) : null;
  const expected = 'S3_URL must look like https://ACCESS_KEY:SECRET@host[:port]/bucket?region=…';
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(expected);
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error(`${expected}: the bucket is missing`);
  if (!url.username || !url.password) throw new Error(`${expected}: the access key and secret are missing`);
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    keyPrefix: prefix.join('/'),
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404 ||
  ['NotFound', 'NoSuchKey'].includes((error as Error)?.name);

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the official AWS SDK: path-style addressing, which
 * every such service understands, and checksums only where the API requires them (not every service knows the newer
 * CRC headers). A put is one PutObject: readers see the old object or the new one, never a part.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  static fromUrl(s3Url: string): S3BlobStore {
    return new S3BlobStore(parseS3Url(s3Url));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: body, ContentType: contentType, ContentLength: body.length }));
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const found = await this.client.send(new HeadObjectCommand(this.object(key)));
      return { sizeBytes: found.ContentLength ?? 0, contentType: found.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const found = await this.client.send(
        new GetObjectCommand({ ...this.object(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // In Node the SDK answers with the HTTP response stream itself (an IncomingMessage).
      return found.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing object with success too. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private object(key: string): { Bucket: string; Key: string } {
    if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
      throw new Error(`Invalid blob key "${key}"`);
    return { Bucket: this.location.bucket, Key: this.location.keyPrefix ? `${this.location.keyPrefix}/${key}` : key };
  }
}
