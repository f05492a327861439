export type { ServerSecretStore, VersionedSecret } from './server-secret-store.port';
export { SqliteServerSecretStore } from './sqlite-server-secret-store';
export { MongoServerSecretStore } from './mongo-server-secret-store';
export { SealedSecrets, SecretsKeyMismatchError } from './sealed-secrets';
export { openServerSecrets, secretsMasterKey, SECRETS_KEY_FILE } from './open-server-secrets';
