export * from './blob-store.port';
export { FilesystemBlobStore } from './filesystem-blob-store';
export { parseS3Url, S3BlobStore, type S3Location } from './s3-blob-store';
