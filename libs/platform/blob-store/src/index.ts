export * from './blob-store.port';
export { FilesystemBlobStore } from './filesystem-blob-store';
