import { randomUUID } from 'node:crypto';
import type { OperationalStore, OutboxMessage } from '../operational-store/operational-store.port';
import type { MailMessage, Mailer } from './mailer.port';

/** Development mail: stored in the operational store's outbox and its link logged; read with `npm run mail:outbox`. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly store: OperationalStore,
    private readonly log: (line: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.store.outbox.add({ id: randomUUID(), ...message, createdAt: new Date().toISOString() });
    this.log(`Mail to ${message.to}: "${message.subject}"${message.link ? ` ${message.link}` : ''}`);
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
