import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAILER } from '../identity.tokens';
import type { MailMessage, Mailer } from './mailer.port';
import { maskAddress } from './mask-address';

/**
 * Sends mail off the request path: an endpoint answers in the same time whether or not it sent a mail, so timing
 * does not reveal which addresses have accounts. `idle()` waits for mails in flight (tests, shutdown).
 */
@Injectable()
export class MailDelivery {
  private readonly logger = new Logger('Mail');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  sendInBackground(message: MailMessage): void {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) => this.logger.error({ err: error, to: maskAddress(message.to), subject: message.subject }, 'Mail not sent'))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  async idle(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}
