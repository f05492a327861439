export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, when it has one (shown by `npm run mail:outbox`). */
  link: string | null;
  /**
   * Idempotency key of a mail sent again after a crash (the alerts process manager's alert id): the dev outbox keeps
   * one mail per id; SMTP sends it as the Message-ID, by which mail clients drop the copy. Absent: a new mail.
   */
  id?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
