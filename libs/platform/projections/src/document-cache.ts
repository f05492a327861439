import type { Doc } from '@receptionist/read-store';
import { estimateBytes } from './estimate-bytes';

/** Above this many bytes (estimated) of cached documents a cache starts over, bounding memory during long replays. */
export const DEFAULT_MAX_CACHED_BYTES = 16 * 1024 * 1024;

/**
 * Documents of collections only their holder writes (a projector, a process manager under its lease), by collection
 * and id, as read from the store or last committed; `null` when there is none. Bounded by bytes: it starts over when
 * full.
 */
export class DocumentCache {
  private docs = new Map<string, Map<string, Doc | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_CACHED_BYTES) {}

  /** The document known for `id` (`null`: known to be absent), or undefined when unknown. */
  get(collection: string, id: string): Doc | null | undefined {
    return this.docs.get(collection)?.get(id);
  }

  remember(collection: string, id: string, doc: Doc | null): void {
    if (this.bytes >= this.maxBytes) this.clear();
    let docs = this.docs.get(collection);
    if (!docs) this.docs.set(collection, (docs = new Map()));
    this.bytes += id.length + estimateBytes(doc);
    docs.set(id, doc);
  }

  clear(): void {
    this.docs = new Map();
    this.bytes = 0;
  }
}
