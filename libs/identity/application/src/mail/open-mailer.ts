import { Logger } from '@nestjs/common';
import type { IdentityConfig } from '../config/identity-config';
import type { OperationalStore } from '../operational-store/operational-store.port';
import type { Mailer } from './mailer.port';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

type Env = Record<string, string | undefined>;

/** The one line the server stops with when production would otherwise keep its mails in the outbox. */
export const OUTBOX_REFUSED_IN_PRODUCTION =
  'SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX_ALLOWED=true to keep mails in the outbox, read with npm run mail:outbox)';

/** Why this environment may not use the outbox, or null: production needs SMTP unless the outbox is allowed explicitly. */
export function outboxRefusal(env: Env): string | null {
  if (env['SMTP_URL']?.trim()) return null;
  if (env['NODE_ENV']?.trim() !== 'production') return null;
  return env['MAIL_OUTBOX_ALLOWED']?.trim() === 'true' ? null : OUTBOX_REFUSED_IN_PRODUCTION;
}

/**
 * SMTP when SMTP_URL is set, otherwise the outbox: in development it logs each mail's link for convenience; in
 * production (only with MAIL_OUTBOX_ALLOWED=true) it logs no link or code, only a masked recipient.
 */
export function openMailer(config: Pick<IdentityConfig, 'smtpUrl' | 'mailFrom'>, store: OperationalStore, env: Env = process.env): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  const refusal = outboxRefusal({ ...env, SMTP_URL: undefined });
  if (refusal) throw new Error(refusal);
  const logger = new Logger('Mail');
  return new OutboxMailer(store, (line) => logger.log(line), { revealLinks: env['NODE_ENV']?.trim() !== 'production' });
}
