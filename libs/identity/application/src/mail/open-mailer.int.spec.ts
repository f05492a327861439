import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger, type LoggerService } from '@nestjs/common';
import { parseConfig } from '@receptionist/config';
import { SqliteOperationalStore } from '../operational-store/sqlite/sqlite-operational-store';
import { mailTemplates } from './mail-templates';
import { openMailer } from './open-mailer';

/** Every line the identity module's Nest loggers write, whatever their level. */
function captureLogs(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  const logger: LoggerService = { log: capture, error: capture, warn: capture, debug: capture, verbose: capture, fatal: capture };
  Logger.overrideLogger(logger);
  return { lines, restore: () => Logger.overrideLogger(false) };
}

describe('openMailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'open-mailer-'));
  const store = new SqliteOperationalStore({ file: join(dir, 'auth.db') });
  const config = { smtpUrl: null, mailFrom: 'AI Receptionist <no-reply@localhost>' };
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The mail settings the one configuration parser gives for these variables (a refused outbox is a start-up problem there). */
  const mailConfig = (env: Record<string, string>) => {
    const parsed = parseConfig({ ...env, DATA_DIR: dir }, { cwd: dir });
    return { ...config, outbox: parsed.ok ? parsed.config.identity.outbox : { allowed: false, revealLinks: false } };
  };

  it('refuses the outbox in production without SMTP_URL unless MAIL_OUTBOX_ALLOWED=true', () => {
    expect(() => openMailer(mailConfig({ NODE_ENV: 'production' }), store)).toThrow(
      'SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX_ALLOWED=true to keep mails in the outbox, read with npm run mail:outbox)',
    );
    expect(() => openMailer(mailConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ALLOWED: 'yes' }), store)).toThrow(/MAIL_OUTBOX_ALLOWED=true/);
    expect(() => openMailer(mailConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ALLOWED: 'true' }), store)).not.toThrow();
    expect(() => openMailer(mailConfig({ NODE_ENV: 'development' }), store)).not.toThrow();
  });

  it('a production log reader learns no link, token_hash or code of an outbox mail, only a masked recipient', async () => {
    const logs = captureLogs();
    try {
      const mailer = openMailer(mailConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ALLOWED: 'true' }), store);
      const link = 'https://receptionist.example.com/auth/confirm?token_hash=Zr7KqPp0secret&type=magiclink';
      await mailer.send(mailTemplates.magicLink('victim@example.com', link, '493817'));
      await mailer.send(mailTemplates.reauthentication('victim@example.com', '602514'));
      expect(logs.lines).toHaveLength(2);
      for (const line of logs.lines) {
        expect(line).not.toMatch(/token_hash|Zr7KqPp0secret|493817|602514|https?:\/\//);
        expect(line).not.toContain('victim@example.com');
        expect(line).toContain('v***@example.com');
      }
      expect((await store.outbox.list()).map((mail) => mail.link)).toContain(link);
    } finally {
      logs.restore();
    }
  });
});
