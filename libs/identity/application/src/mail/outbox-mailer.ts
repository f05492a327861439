import { randomUUID } from 'node:crypto';
import type { OperationalStore, OutboxMessage } from '../operational-store/operational-store.port';
import type { MailMessage, Mailer } from './mailer.port';
import { maskAddress } from './mask-address';

interface OutboxMailerOptions {
  /** Log each mail's recipient and link (development only: a link signs its reader in). */
  revealLinks: boolean;
}

/**
 * Mail kept in the operational store's outbox instead of sent; read with `npm run mail:outbox`. In development it logs
 * the link; otherwise only that a mail for a masked address was stored, never a link, token or code.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly store: OperationalStore,
    private readonly log: (line: string) => void,
    private readonly options: OutboxMailerOptions = { revealLinks: false },
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { id = randomUUID(), ...mail } = message;
    await this.store.outbox.add({ id, ...mail, createdAt: new Date().toISOString() });
    this.log(
      this.options.revealLinks
        ? `Mail to ${message.to}: "${message.subject}"${message.link ? ` ${message.link}` : ''} (dev outbox: npm run mail:outbox)`
        : `Mail "${message.subject}" for ${maskAddress(message.to)} stored in the outbox (npm run mail:outbox)`,
    );
  }
}

export interface OutboxEntry {
  to: string;
  subject: string;
  createdAt: string;
  link: string | null;
}

/** The dev outbox, newest last: what `npm run mail:outbox` prints. */
export async function listOutbox(store: OperationalStore): Promise<OutboxEntry[]> {
  return (await store.outbox.list()).map(({ to, subject, createdAt, link }: OutboxMessage) => ({ to, subject, createdAt, link }));
}

export function formatOutbox(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return 'The outbox is empty.';
  return entries.map((entry) => `${entry.createdAt}  ${entry.to}  ${entry.subject}\n  ${entry.link ?? '(no link)'}`).join('\n');
}
