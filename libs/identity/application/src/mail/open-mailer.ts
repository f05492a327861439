import { Logger } from '@nestjs/common';
import { OUTBOX_REFUSED_IN_PRODUCTION } from '@receptionist/config';
import type { IdentityConfig } from '../config/identity-config';
import type { OperationalStore } from '../operational-store/operational-store.port';
import type { Mailer } from './mailer.port';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/**
 * SMTP when SMTP_URL is set, otherwise the outbox: in development it logs each mail's link for convenience; in
 * production (only with MAIL_OUTBOX_ALLOWED=true) it logs no link or code, only a masked recipient.
 */
export function openMailer(config: Pick<IdentityConfig, 'smtpUrl' | 'mailFrom' | 'outbox'>, store: OperationalStore): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  if (!config.outbox.allowed) throw new Error(OUTBOX_REFUSED_IN_PRODUCTION);
  const logger = new Logger('Mail');
  return new OutboxMailer(store, (line) => logger.log(line), { revealLinks: config.outbox.revealLinks });
}
