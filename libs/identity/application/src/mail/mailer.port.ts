export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, when it has one (shown by `npm run mail:outbox`). */
  link: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
