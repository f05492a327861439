import { ERASED, type PersonalDataRules } from '@receptionist/domain-kit';
import type { NewEvent } from '../event-store.port';
import { isSealed, seal, sealedSubject, unseal } from './sealed-value';
import type { SubjectKeys } from './subject-keys.port';

/**
 * Seals the personal values of new events and opens those of stored ones. Keys are cached for `cacheMs` (default
 * 30 s): an erasure made by another process is honoured here within that time; `forget` drops them at once.
 */
export class PersonalDataCodec {
  private readonly cache = new Map<string, { key: Buffer | null; until: number }>();
  private readonly cacheMs: number;

  constructor(
    private readonly rules: PersonalDataRules,
    private readonly keys: SubjectKeys,
    { cacheMs = 30_000 }: { cacheMs?: number } = {},
  ) {
    this.cacheMs = cacheMs;
  }

  /** The events with every personal value the rules name (non-empty strings) sealed with its subject's key. */
  async sealEvents(stream: string, events: readonly NewEvent[]): Promise<NewEvent[]> {
    return Promise.all(events.map((event) => this.sealEvent(stream, event)));
  }

  /** The data with every sealed value opened, or `ERASED` where the subject's key is gone. Plain values pass. */
  async open<T>(data: T): Promise<T> {
    if (!hasSealed(data)) return data;
    return (await this.openValue(data)) as T;
  }

  /** Drops cached keys (after this process erased them). */
  forget(subjects: readonly string[]): void {
    for (const subject of subjects) this.cache.delete(subject);
  }

  /** Drops every cached key: the next reads ask the key store (before a rebuild, which must see every erasure). */
  forgetAll(): void {
    this.cache.clear();
  }

  private async sealEvent(stream: string, event: NewEvent): Promise<NewEvent> {
    const fields = this.rules[event.type];
    if (!fields) return event;
    let data = event.data;
    for (const { path, subject } of fields) {
      const names = path.split('.');
      const value = valueAt(data, names);
      if (typeof value !== 'string' || value === '' || isSealed(value)) continue;
      const owner = subject === 'stream' ? stream : subject(data as never, stream);
      if (!owner) continue;
      data = withValueAt(data, names, seal(value, owner, await this.sealingKey(owner)));
    }
    return data === event.data ? event : { ...event, data };
  }

  private async sealingKey(subject: string): Promise<Buffer> {
    const cached = this.cache.get(subject);
    if (cached?.key && cached.until > Date.now()) return cached.key;
    const key = await this.keys.keyFor(subject);
    this.remember(subject, key);
    return key;
  }

  private async openingKey(subject: string): Promise<Buffer | null> {
    const cached = this.cache.get(subject);
    if (cached && cached.until > Date.now()) return cached.key;
    const key = await this.keys.find(subject);
    this.remember(subject, key);
    return key;
  }

  private remember(subject: string, key: Buffer | null): void {
    if (this.cache.size >= 100_000) this.cache.clear();
    this.cache.set(subject, { key, until: Date.now() + this.cacheMs });
  }

  private async openValue(value: unknown): Promise<unknown> {
    if (isSealed(value)) {
      const key = await this.openingKey(sealedSubject(value));
      return (key && unseal(value, key)) ?? ERASED;
    }
    if (Array.isArray(value)) return Promise.all(value.map((item) => this.openValue(item)));
    if (value && typeof value === 'object') {
      const entries = await Promise.all(Object.entries(value).map(async ([name, inner]) => [name, await this.openValue(inner)] as const));
      return Object.fromEntries(entries);
    }
    return value;
  }
}

function hasSealed(value: unknown): boolean {
  if (isSealed(value)) return true;
  if (Array.isArray(value)) return value.some(hasSealed);
  if (value && typeof value === 'object') return Object.values(value).some(hasSealed);
  return false;
}

function valueAt(data: unknown, names: readonly string[]): unknown {
  let current = data;
  for (const name of names) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

function withValueAt(data: unknown, [name, ...rest]: readonly string[], value: string): unknown {
  const record = data as Record<string, unknown>;
  return { ...record, [name]: rest.length === 0 ? value : withValueAt(record[name], rest, value) };
}
