import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

/**
 * The P1 baseline: the least a demo-request endpoint can do — parse the JSON body and insert one row with the
 * same durability as the event store (WAL, synchronous=FULL). No validation, no events, no projection.
 */
async function main(): Promise<void> {
  const db = new Database(join(process.env['DATA_DIR'] ?? '.', 'bare-intake.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS demo_requests (id TEXT PRIMARY KEY, form_type TEXT, email TEXT, first_name TEXT,
    company_name TEXT, phone TEXT, dealer_type TEXT, notes TEXT, status TEXT, created_at TEXT)`);
  const insert = db.prepare(`INSERT INTO demo_requests (id, form_type, email, first_name, company_name, phone, dealer_type,
    notes, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'new', ?)`);

  const app = Fastify();
  app.get('/health', async () => ({ status: 'ok' }));
  app.post('/demo-requests', async (request) => {
    const body = request.body as Record<string, string | null>;
    const id = randomUUID();
    insert.run(
      id,
      body['formType'],
      body['email'],
      body['firstName'],
      body['companyName'],
      body['phone'],
      body['dealerType'],
      body['notes'],
      new Date().toISOString(),
    );
    return { id };
  });
  await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => db.close()));
}

void main();
