import type { MailMessage } from './mailer.port';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function linkMail(to: string, subject: string, intro: string, action: string, link: string, code: string): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\nOr enter the code: ${code}\n\nIf you did not ask for this, ignore this e-mail.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>Or enter the code: <strong>${code}</strong></p><p>If you did not ask for this, ignore this e-mail.</p>`,
  };
}

export const mailTemplates = {
  confirmSignup: (to: string, link: string, code: string) =>
    linkMail(to, 'Confirm your sign-up', 'Welcome to AI Receptionist. Confirm your e-mail address to finish creating your account.', 'Confirm your e-mail', link, code),
  magicLink: (to: string, link: string, code: string) =>
    linkMail(to, 'Your sign-in link', 'Use this link to sign in to AI Receptionist.', 'Sign in', link, code),
  recovery: (to: string, link: string, code: string) =>
    linkMail(to, 'Reset your password', 'Someone asked to reset the password of your AI Receptionist account.', 'Set a new password', link, code),
  emailChange: (to: string, link: string, code: string) =>
    linkMail(to, 'Confirm your new e-mail address', 'Confirm this address as the new e-mail of your AI Receptionist account.', 'Confirm the new address', link, code),
  reauthentication: (to: string, code: string): MailMessage => ({
    to,
    subject: 'Your confirmation code',
    link: null,
    text: `Enter this code to confirm it is you: ${code}`,
    html: `<p>Enter this code to confirm it is you: <strong>${code}</strong></p>`,
  }),
};
