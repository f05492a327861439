import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteOperationalStore } from '../operational-store/sqlite/sqlite-operational-store';
import { mailTemplates } from './mail-templates';
import { formatOutbox, listOutbox, OutboxMailer } from './outbox-mailer';

describe('dev outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const store = new SqliteOperationalStore({ file: join(dir, 'auth.db') });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores each mail, logs its link in development, and lists recipient, subject, time and link newest last', async () => {
    const logged: string[] = [];
    const mailer = new OutboxMailer(store, (line) => logged.push(line), { revealLinks: true });
    expect(formatOutbox(await listOutbox(store))).toBe('The outbox is empty.');
    await mailer.send(mailTemplates.recovery('ada@example.com', 'http://localhost:3000/auth/confirm?token_hash=a&type=recovery', '111111'));
    await mailer.send(mailTemplates.reauthentication('ada@example.com', '222222'));
    expect(logged[0]).toBe(
      'Mail to ada@example.com: "Reset your password" http://localhost:3000/auth/confirm?token_hash=a&type=recovery (dev outbox: npm run mail:outbox)',
    );
    const entries = await listOutbox(store);
    expect(entries.map(({ subject, link }) => ({ subject, link }))).toEqual([
      { subject: 'Reset your password', link: 'http://localhost:3000/auth/confirm?token_hash=a&type=recovery' },
      { subject: 'Your confirmation code', link: null },
    ]);
    expect(formatOutbox(entries)).toMatch(/ada@example\.com {2}Reset your password\n {2}http:\/\/localhost:3000\/auth\/confirm/);
  });
});
