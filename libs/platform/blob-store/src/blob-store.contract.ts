import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store.port';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** What every BlobStore adapter must do; each adapter's spec runs it against a fresh, empty store. */
export function blobStoreContract(name: string, open: () => Promise<{ store: BlobStore; dispose: () => Promise<void> }>): void {
  describe(`${name} blob store`, () => {
    let store: BlobStore;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ store, dispose } = await open());
    });
    afterEach(async () => {
      await store.close();
      await dispose();
    });

    const audio = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));

    it('keeps a blob with its content type and size, whole and by inclusive range', async () => {
      await store.put('recordings/client-1/call-1', audio, 'audio/wav');
      expect(await store.head('recordings/client-1/call-1')).toEqual({ sizeBytes: 4096, contentType: 'audio/wav' });
      expect(await bytesOf(await store.read('recordings/client-1/call-1'))).toEqual(audio);
      expect(await bytesOf(await store.read('recordings/client-1/call-1', { start: 100, end: 199 }))).toEqual(audio.subarray(100, 200));
      expect(await bytesOf(await store.read('recordings/client-1/call-1', { start: 4095, end: 4095 }))).toEqual(audio.subarray(4095));
    });

    it('answers null for a missing blob, replaces on put and deletes idempotently', async () => {
      expect(await store.head('recordings/none')).toBeNull();
      expect(await store.read('recordings/none')).toBeNull();
      await store.put('recordings/a', audio, 'audio/wav');
      await store.put('recordings/a', Buffer.from('ID3'), 'audio/mpeg');
      expect(await store.head('recordings/a')).toEqual({ sizeBytes: 3, contentType: 'audio/mpeg' });
      await store.delete('recordings/a');
      await store.delete('recordings/a');
      expect(await store.head('recordings/a')).toBeNull();
    });
  });
}
