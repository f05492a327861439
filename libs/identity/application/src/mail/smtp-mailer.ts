import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port';

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send({ to, subject, text, html, id }: MailMessage): Promise<void> {
    const domain = /@([^>\s]+)/.exec(this.from)?.[1] ?? 'receptionist.invalid';
    await this.transport.sendMail({ from: this.from, to, subject, text, html, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
  }

  close(): void {
    this.transport.close();
  }
}
