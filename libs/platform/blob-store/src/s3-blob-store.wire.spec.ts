import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { S3BlobStore } from './s3-blob-store';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * The S3 REST API as far as the adapter uses it (PutObject, HeadObject, GetObject with Range, DeleteObject), on
 * loopback: what the official SDK sends over the wire, without an S3 service on this machine.
 */
class LoopbackS3 {
  readonly seen: SeenRequest[] = [];
  private readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      const body = Buffer.concat(chunks);
      this.seen.push({ method: request.method ?? '', path, headers: request.headers, body });
      const stored = this.objects.get(path);
      const missing = () =>
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            request.method === 'HEAD'
              ? undefined
              : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
      if (request.method === 'PUT') {
        this.objects.set(path, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'DELETE') {
        this.objects.delete(path);
        response.writeHead(204).end();
      } else if (!stored) {
        missing();
      } else if (request.method === 'HEAD') {
        response.writeHead(200, { 'content-length': stored.body.length, 'content-type': stored.contentType }).end();
      } else {
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (!range) {
          response.writeHead(200, { 'content-length': stored.body.length, 'content-type': stored.contentType }).end(stored.body);
          return;
        }
        const [start, end] = [Number(range[1]), Number(range[2])];
        response
          .writeHead(206, { 'content-range': `bytes ${start}-${end}/${stored.body.length}`, 'content-type': stored.contentType })
          .end(stored.body.subarray(start, end + 1));
      }
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://AKIDLOOPBACK:loop%2Fsecret@127.0.0.1:${(this.server?.address() as AddressInfo).port}/call-audio/prod?region=eu-west-1`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }
}

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 blob store on the wire (the official SDK against a loopback S3 endpoint)', () => {
  const s3 = new LoopbackS3();
  let store: S3BlobStore;
  beforeAll(async () => {
    store = S3BlobStore.fromUrl(await s3.start());
  });
  afterAll(async () => {
    await store.close();
    await s3.close();
  });

  const audio = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));

  it('puts path-style under the bucket and prefix, signed with the key and region, with the content type and no extra checksum', async () => {
    await store.put('recordings/client-1/call-1', audio, 'audio/wav');
    const put = s3.seen.at(-1) as SeenRequest;
    expect(put).toMatchObject({ method: 'PUT', path: '/call-audio/prod/recordings/client-1/call-1', body: audio });
    expect(put.headers['content-type']).toBe('audio/wav');
    expect(put.headers['content-length']).toBe('4096');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDLOOPBACK\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    // Services that do not know the newer flexible checksums refuse them; none is sent unless the API requires one.
    expect(Object.keys(put.headers).filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm')).toEqual([]);
    expect(put.headers['content-encoding']).toBeUndefined();
  });

  it('reads the size and type, the whole blob, and an inclusive byte range', async () => {
    expect(await store.head('recordings/client-1/call-1')).toEqual({ sizeBytes: 4096, contentType: 'audio/wav' });
    expect(await bytesOf(await store.read('recordings/client-1/call-1'))).toEqual(audio);
    expect(await bytesOf(await store.read('recordings/client-1/call-1', { start: 100, end: 199 }))).toEqual(audio.subarray(100, 200));
    expect((s3.seen.at(-1) as SeenRequest).headers.range).toBe('bytes=100-199');
  });

  it('answers null for a missing blob (404 on HEAD, NoSuchKey on GET) and deletes', async () => {
    expect(await store.head('recordings/none')).toBeNull();
    expect(await store.read('recordings/none')).toBeNull();
    await store.delete('recordings/client-1/call-1');
    expect(s3.seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/call-audio/prod/recordings/client-1/call-1' });
    expect(await store.head('recordings/client-1/call-1')).toBeNull();
  });
});
