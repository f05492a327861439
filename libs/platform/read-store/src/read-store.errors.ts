/** A collection name, field path, document or query that the read store refuses (never sent to the database). */
export class ReadStoreInputError extends Error {
  override readonly name = 'ReadStoreInputError';
}
