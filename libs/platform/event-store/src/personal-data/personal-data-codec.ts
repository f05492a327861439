import { createSecretKey, type KeyObject } from 'node:crypto';
import { ERASED, type PersonalDataRules } from '@receptionist/domain-kit';
import type { NewEvent } from '../event-store.port';
import { type SealedEntry, SEALED_FIELD, seal, sealedEntriesOf, unseal } from './sealed-value';
import type { SubjectKeys } from './subject-keys.port';

/** Which paths of an event's data to seal under which subject's key. */
export interface SealingPlan {
  subject: string;
  paths: string[];
}

/**
 * Seals the personal values of new events and opens those of stored ones: one encryption per subject and event, so a
 * replay opens each event once. Keys are cached for `cacheMs` (default 30 s): an erasure made by another process is
 * honoured here within that time; `forget`/`forgetAll` drop them at once. At most `maxCachedKeys` (default 10,000)
 * are kept, the least recently used going first: a key object costs about 770 bytes, most of it outside the V8 heap
 * (100,000 of them held 77 MB of RSS), and reading a log of 100,000 leads touches a subject for each.
 */
export class PersonalDataCodec {
  private readonly cache = new Map<string, { key: KeyObject | null; until: number }>();
  private readonly cacheMs: number;
  private readonly maxCachedKeys: number;

  constructor(
    private readonly rules: PersonalDataRules,
    private readonly keys: SubjectKeys,
    { cacheMs = 30_000, maxCachedKeys = 10_000 }: { cacheMs?: number; maxCachedKeys?: number } = {},
  ) {
    this.cacheMs = cacheMs;
    this.maxCachedKeys = maxCachedKeys;
  }

  /** The events with every personal value the rules name (non-empty strings) sealed with its subject's key. */
  async sealEvents(stream: string, events: readonly NewEvent[]): Promise<NewEvent[]> {
    const [sealed] = await this.sealAppends([{ stream, events }]);
    return sealed;
  }

  /**
   * The events of several appends, sealed the same way. The keys they need and the cache lacks are asked for at once,
   * so the new subjects of a whole import batch get their keys in one write.
   */
  async sealAppends(appends: readonly { stream: string; events: readonly NewEvent[] }[]): Promise<NewEvent[][]> {
    const plans = appends.map(({ stream, events }) => events.map((event) => this.planFor(stream, event)));
    const subjects = new Set(
      appends.flatMap(({ events }, index) => events.flatMap(({ data }, position) => subjectsWithValues(data, plans[index][position]))),
    );
    const missing = [...subjects].filter((subject) => !this.cached(subject)?.key);
    if (missing.length > 0) for (const [subject, raw] of await this.keys.keysFor(missing)) this.remember(subject, raw);
    return Promise.all(
      appends.map(({ events }, index) =>
        Promise.all(
          events.map(async (event, position) => {
            const data = await this.seal(event.data, plans[index][position]);
            return data === event.data ? event : { ...event, data };
          }),
        ),
      ),
    );
  }

  /** The data with the planned paths' values (non-empty strings not sealed yet) taken out and sealed. */
  async seal<T>(data: T, plan: readonly SealingPlan[]): Promise<T> {
    let sealed: unknown = data;
    const entries: SealedEntry[] = [...(sealedEntriesOf(data) ?? [])];
    for (const { subject, paths } of plan) {
      const present = paths.filter((path) => isPersonalValue(valueAt(sealed, path)));
      if (present.length === 0) continue;
      const values = present.map((path) => valueAt(sealed, path) as string);
      entries.push(seal(values, subject, present, await this.sealingKey(subject)));
      for (const path of present) sealed = withoutPath(sealed, path.split('.'));
    }
    return sealed === data ? data : ({ ...(sealed as object), [SEALED_FIELD]: entries } as T);
  }

  /** The data with every sealed value back in its place, or `ERASED` where the subject's key is gone. */
  async open<T>(data: T): Promise<T> {
    const entries = sealedEntriesOf(data);
    if (!entries) return data;
    const { [SEALED_FIELD]: _sealed, ...rest } = data as Record<string, unknown>;
    let opened: unknown = rest;
    for (const entry of entries) {
      const key = await this.openingKey(entry.s);
      const values = key && unseal(entry, key);
      entry.p.forEach((path, index) => (opened = withValueAt(opened, path.split('.'), values?.[index] ?? ERASED)));
    }
    return opened as T;
  }

  /** Drops cached keys (after this process erased them). */
  forget(subjects: readonly string[]): void {
    for (const subject of subjects) this.cache.delete(subject);
  }

  /** Drops every cached key: the next reads ask the key store (before a rebuild, which must see every erasure). */
  forgetAll(): void {
    this.cache.clear();
  }

  /** What the rules seal in an event of this stream, grouped by subject. */
  planFor(stream: string, event: Pick<NewEvent, 'type' | 'data'>): SealingPlan[] {
    const plan = new Map<string, string[]>();
    for (const { path, subject } of this.rules[event.type] ?? []) {
      const owner = subject === 'stream' ? stream : subject(event.data as never, stream);
      if (owner) plan.set(owner, [...(plan.get(owner) ?? []), path]);
    }
    return [...plan].map(([subject, paths]) => ({ subject, paths }));
  }

  private async sealingKey(subject: string): Promise<KeyObject> {
    const cached = this.cached(subject);
    if (cached?.key) return cached.key;
    const created = (await this.keys.keysFor([subject])).get(subject) as Buffer;
    return this.remember(subject, created) as KeyObject;
  }

  private async openingKey(subject: string): Promise<KeyObject | null> {
    const cached = this.cached(subject);
    if (cached) return cached.key;
    return this.remember(subject, await this.keys.find(subject));
  }

  /** The cached entry while it is fresh, moved to the most recently used end (a Map keeps insertion order). */
  private cached(subject: string): { key: KeyObject | null; until: number } | undefined {
    const entry = this.cache.get(subject);
    if (!entry || entry.until <= Date.now()) return undefined;
    this.cache.delete(subject);
    this.cache.set(subject, entry);
    return entry;
  }

  private remember(subject: string, raw: Buffer | null): KeyObject | null {
    this.cache.delete(subject);
    if (this.cache.size >= this.maxCachedKeys) this.cache.delete(this.cache.keys().next().value as string);
    const key = raw && createSecretKey(raw);
    this.cache.set(subject, { key, until: Date.now() + this.cacheMs });
    return key;
  }
}

const isPersonalValue = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The subjects of the plan with at least one value to seal in `data`. */
const subjectsWithValues = (data: unknown, plan: readonly SealingPlan[]) =>
  plan.filter(({ paths }) => paths.some((path) => isPersonalValue(valueAt(data, path)))).map(({ subject }) => subject);

function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const name of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

function withValueAt(data: unknown, [name, ...rest]: readonly string[], value: string): unknown {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { ...record, [name]: rest.length === 0 ? value : withValueAt(record[name], rest, value) };
}

function withoutPath(data: unknown, [name, ...rest]: readonly string[]): unknown {
  const record = data as Record<string, unknown>;
  if (rest.length === 0) {
    const { [name]: _removed, ...others } = record;
    return others;
  }
  return { ...record, [name]: withoutPath(record[name], rest) };
}
