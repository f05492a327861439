import type Database from 'better-sqlite3';
import type { MfaChallengeRecord, MfaRepository, OutboxMessage, OutboxRepository } from '../operational-store.port';
import { parseDoc } from './sqlite-auth-db';

type DocRow = { doc: string };

export class SqliteMfaRepository implements MfaRepository {
  constructor(private readonly db: Database.Database) {}

  async putSecret(factorId: string, userId: string, sealedSecret: string): Promise<void> {
    this.db.prepare('INSERT OR REPLACE INTO mfa_secrets (factor_id, user_id, sealed_secret) VALUES (?, ?, ?)').run(factorId, userId, sealedSecret);
  }

  async getSecret(factorId: string): Promise<string | null> {
    const secret = this.db.prepare<[string], string>('SELECT sealed_secret FROM mfa_secrets WHERE factor_id = ?').pluck().get(factorId);
    return secret ?? null;
  }

  async deleteSecret(factorId: string): Promise<void> {
    this.db.prepare('DELETE FROM mfa_secrets WHERE factor_id = ?').run(factorId);
  }

  async createChallenge(challenge: MfaChallengeRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO mfa_challenges (id, verified_at, doc) VALUES (?, ?, ?)')
      .run(challenge.id, challenge.verifiedAt, JSON.stringify(challenge));
  }

  async getChallenge(id: string): Promise<MfaChallengeRecord | null> {
    return parseDoc(this.db.prepare<[string], DocRow>('SELECT doc FROM mfa_challenges WHERE id = ?').get(id));
  }

  async markChallengeVerified(id: string, at: string): Promise<boolean> {
    const result = this.db
      .prepare("UPDATE mfa_challenges SET verified_at = ?, doc = json_set(doc, '$.verifiedAt', ?) WHERE id = ? AND verified_at IS NULL")
      .run(at, at, id);
    return result.changes === 1;
  }

  async rememberUsedCode(factorId: string, timeStep: number): Promise<boolean> {
    const result = this.db.prepare('INSERT OR IGNORE INTO mfa_used_codes (factor_id, time_step) VALUES (?, ?)').run(factorId, timeStep);
    return result.changes === 1;
  }
}

export const OUTBOX_ADD = "INSERT INTO outbox (doc) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE json_extract(doc, '$.id') = ?)";

export class SqliteOutboxRepository implements OutboxRepository {
  constructor(private readonly db: Database.Database) {}

  /** Once per id; the look-up walks `outbox_by_id` (before it, every mail scanned the whole outbox). */
  async add(message: OutboxMessage): Promise<void> {
    this.db.prepare(OUTBOX_ADD).run(JSON.stringify(message), message.id);
  }

  async list(): Promise<OutboxMessage[]> {
    const rows = this.db.prepare<[], DocRow>('SELECT doc FROM outbox ORDER BY seq').all();
    return rows.map((row) => parseDoc<OutboxMessage>(row) as OutboxMessage);
  }

  async deleteTo(address: string): Promise<void> {
    this.db.prepare("DELETE FROM outbox WHERE lower(json_extract(doc, '$.to')) = lower(?)").run(address);
  }
}
