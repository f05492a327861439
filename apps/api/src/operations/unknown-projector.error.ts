/** A projector name this API process does not run (translated to NOT_FOUND). */
export class UnknownProjectorError extends Error {
  readonly kind = 'not_found';

  constructor(name: string) {
    super(`No projector is named "${name}"`);
    this.name = 'UnknownProjectorError';
  }
}
