import { Logger } from '@nestjs/common';
import type { IdentityConfig } from '../config/identity-config';
import type { OperationalStore } from '../operational-store/operational-store.port';
import type { Mailer } from './mailer.port';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise the dev outbox. */
export function openMailer(config: Pick<IdentityConfig, 'smtpUrl' | 'mailFrom'>, store: OperationalStore): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  const logger = new Logger('Mail');
  return new OutboxMailer(store, (line) => logger.log(`${line} (dev outbox: npm run mail:outbox)`));
}
