import { randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { blobStoreContract } from './blob-store.contract';
import { parseS3Url, S3BlobStore } from './s3-blob-store';

const s3Url = process.env['S3_URL'];

/** Deletes every object under the run's prefix. */
async function emptyPrefix(url: string, prefix: string): Promise<void> {
  const location = parseS3Url(url);
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: location.bucket, Prefix: `${prefix}/` }));
    const keys = (listed.Contents ?? []).map(({ Key }) => ({ Key }));
    if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: location.bucket, Delete: { Objects: keys } }));
  } finally {
    client.destroy();
  }
}

if (!s3Url) {
  it.skip('S3 blob store contract: set S3_URL (https://ACCESS_KEY:SECRET@host[:port]/bucket?region=…) to run it', () => undefined);
} else {
  blobStoreContract('S3', async () => {
    const location = parseS3Url(s3Url);
    // Each test in its own prefix of the bucket: a fresh, empty store.
    const keyPrefix = [location.keyPrefix, `blob-store-contract-${randomUUID()}`].filter(Boolean).join('/');
    return { store: new S3BlobStore({ ...location, keyPrefix }), dispose: () => emptyPrefix(s3Url, keyPrefix) };
  });
}
