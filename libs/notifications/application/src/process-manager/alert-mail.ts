import type { AlertDraft } from '@receptionist/notifications-domain';

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  /** The alert's id: a mail sent again after a crash is recognised as the same one. */
  id: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The mail of an alert: its subject, the facts, and a link to the page that shows them. */
export function alertMail(alert: AlertDraft & { mailTo: string }, siteUrl: string): AlertMail {
  const link = `${siteUrl}${alert.path}`;
  const paragraphs = alert.text.split('\n\n');
  return {
    to: alert.mailTo,
    subject: alert.subject,
    text: `${alert.text}\n\nOpen: ${link}\n\nChoose which alerts you get under Settings.`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">Open in the console</a></p>`,
    link,
    id: alert.alertId,
  };
}
