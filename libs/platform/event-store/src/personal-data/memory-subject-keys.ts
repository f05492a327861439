import { randomBytes } from 'node:crypto';
import type { SubjectKeys } from './subject-keys.port';

/** Subject keys held in memory: for suites that seal events without an operational store (keys die with the process). */
export class MemorySubjectKeys implements SubjectKeys {
  readonly keys = new Map<string, Buffer>();

  async keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    for (const subject of subjects) if (!this.keys.has(subject)) this.keys.set(subject, randomBytes(32));
    return new Map(subjects.map((subject) => [subject, this.keys.get(subject) as Buffer]));
  }

  async find(subject: string): Promise<Buffer | null> {
    return this.keys.get(subject) ?? null;
  }

  async erase(subjects: readonly string[]): Promise<void> {
    subjects.forEach((subject) => this.keys.delete(subject));
  }
}
