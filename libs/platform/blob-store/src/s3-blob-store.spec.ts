import { parseS3Url, S3BlobStore } from './s3-blob-store';

describe('parseS3Url', () => {
  it('reads the endpoint, bucket, region and credentials, percent-decoding the secret', () => {
    expect(parseS3Url('https://AKIAEXAMPLE:wJalr%2FK7MDENG%2BbPxRfi@s3.eu-west-1.amazonaws.com/call-audio?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'call-audio',
      keyPrefix: '',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalr/K7MDENG+bPxRfi',
    });
  });

  it('keeps a port and a key prefix, and defaults the region', () => {
    expect(parseS3Url('http://minio:minio-secret@127.0.0.1:9000/receptionist/prod/audio')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'receptionist',
      keyPrefix: 'prod/audio',
    });
  });

  it.each([
    ['not a URL', 'S3_URL must look like'],
    ['ftp://key:secret@host/bucket', 'S3_URL must look like'],
    ['https://key:secret@host/', 'the bucket is missing'],
    ['https://host/bucket', 'the access key and secret are missing'],
  ])('refuses %s', (url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
  });
});

describe('S3 blob store keys', () => {
  it('refuses keys with empty, . or .. segments before any request', async () => {
    const store = S3BlobStore.fromUrl('http://key:secret@127.0.0.1:9/bucket');
    for (const key of ['', '/etc/passwd', 'a//b', 'a/../b', './a']) await expect(store.head(key)).rejects.toThrow('Invalid blob key');
    await store.close();
  });
});
