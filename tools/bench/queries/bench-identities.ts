import Database from 'better-sqlite3';
import { SqliteEventStore } from '@receptionist/event-store';
import { EmailReservations } from '@receptionist/identity-application';
import { join } from 'node:path';
import { withUpcasters } from '@receptionist/contexts';

export interface BusiestClient {
  clientId: string;
  ownerId: string;
  ownerEmail: string;
  calls: number;
}

/** The client with the most calls and its owner's e-mail, read straight from a copy of the read models. */
/** The table of a collection, whatever projector version built it (`rm_call_logs` or `rm_call_logs_v1`). */
function tableOf(db: Database.Database, collection: string): string {
  const rows = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND (name = ? OR name GLOB ?) AND instr(name, ':') = 0 ORDER BY name DESC`)
    .all(`rm_${collection}`, `rm_${collection}_v[0-9]*`) as Array<{ name: string }>;
  if (rows.length === 0) throw new Error(`No table for ${collection}`);
  return `"${rows[0].name}"`;
}

export function busiestClient(readModelsFile: string): BusiestClient {
  const db = new Database(readModelsFile, { readonly: true });
  try {
    const top = db
      .prepare(
        `SELECT json_extract(doc, '$.client_id') AS clientId, count(*) AS calls FROM ${tableOf(db, 'call_logs')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      )
      .get() as { clientId: string; calls: number } | undefined;
    if (!top) throw new Error('The read models hold no calls');
    const client = db.prepare(`SELECT json_extract(doc, '$.owner_id') AS ownerId FROM ${tableOf(db, 'clients')} WHERE id = ?`).get(top.clientId) as
      { ownerId: string } | undefined;
    const owner =
      client &&
      (db.prepare(`SELECT json_extract(doc, '$.email') AS email FROM ${tableOf(db, 'users')} WHERE id = ?`).get(client.ownerId) as
        { email: string } | undefined);
    if (!owner) throw new Error(`No owner found for client ${top.clientId}`);
    return { clientId: top.clientId, ownerId: client.ownerId, ownerEmail: owner.email, calls: top.calls };
  } finally {
    db.close();
  }
}

/** A rarely occurring search term of the demo requests (the unique part of one e-mail address) and a deep-page depth. */
export function demoRequestSamples(readModelsFile: string): { rareTerm: string; total: number } {
  const db = new Database(readModelsFile, { readonly: true });
  try {
    const table = tableOf(db, 'demo_requests');
    const total = (db.prepare(`SELECT count(*) AS total FROM ${table}`).get() as { total: number }).total;
    const row = db.prepare(`SELECT json_extract(doc, '$.email') AS email FROM ${table} ORDER BY id LIMIT 1 OFFSET ?`).get(Math.floor(total / 3)) as {
      email: string;
    };
    // ava.smith12345@example.com → smith12345
    const rareTerm = row.email.split('@')[0].split('.').pop() as string;
    return { rareTerm, total };
  } finally {
    db.close();
  }
}

/**
 * The generated log registers users without reserving their addresses (sign-up does that); the bench reserves the
 * busiest owner's address in its own copy of the log, so that the owner can ask for a magic link like any user.
 */
export async function reserveOwnerAddress(eventsFile: string, owner: BusiestClient): Promise<void> {
  const eventStore = withUpcasters(new SqliteEventStore({ file: eventsFile }));
  try {
    const reservations = new EmailReservations(eventStore);
    if (!(await reservations.ownerOf(owner.ownerEmail))) await reservations.reserve(owner.ownerEmail, owner.ownerId);
  } finally {
    await eventStore.close();
  }
}

/**
 * Signs the owner in the way a user without a password does: a magic link (POST /auth/v1/otp), read from the dev
 * outbox the API keeps in its data directory, then POST /auth/v1/verify.
 */
export async function signInByMagicLink(apiUrl: string, dataDir: string, email: string): Promise<string> {
  const asked = await fetch(`${apiUrl}/auth/v1/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!asked.ok) throw new Error(`Magic link request failed: ${asked.status} ${await asked.text()}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const link = newestLink(join(dataDir, 'auth.db'), email);
    if (link) {
      const tokenHash = new URL(link).searchParams.get('token_hash');
      const verified = await fetch(`${apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
      });
      if (!verified.ok) throw new Error(`Magic link verification failed: ${verified.status} ${await verified.text()}`);
      return ((await verified.json()) as { access_token: string }).access_token;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`No magic link reached the outbox for ${email}`);
}

function newestLink(authDb: string, email: string): string | undefined {
  const db = new Database(authDb, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare<[], { doc: string }>('SELECT doc FROM outbox ORDER BY seq DESC').all();
    for (const { doc } of rows) {
      const message = JSON.parse(doc) as { to?: string; link?: string };
      if (message.to?.toLowerCase() === email.toLowerCase() && message.link) return message.link;
    }
    return undefined;
  } finally {
    db.close();
  }
}
