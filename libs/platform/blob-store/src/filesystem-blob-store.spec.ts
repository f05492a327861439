import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobStoreContract } from './blob-store.contract';
import { FilesystemBlobStore } from './filesystem-blob-store';

blobStoreContract('Filesystem', async () => {
  const root = await mkdtemp(join(tmpdir(), 'blobs-'));
  return { store: new FilesystemBlobStore(root), dispose: () => rm(root, { recursive: true, force: true }) };
});

describe('Filesystem blob store keys', () => {
  it('refuses keys that would leave its directory', async () => {
    const store = new FilesystemBlobStore(join(tmpdir(), 'blobs-keys'));
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '']) {
      await expect(store.head(key)).rejects.toThrow('Invalid blob key');
    }
  });
});
