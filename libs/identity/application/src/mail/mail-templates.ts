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
  /** To the old address of an e-mail change: what is happening, and a link that stops it. */
  emailChangeNotice: (to: string, newEmail: string, stopLink: string): MailMessage => {
    const intro = `Someone asked to change the e-mail address of your AI Receptionist account from ${to} to ${newEmail}.`;
    const ask = 'If this was you, there is nothing to do: the change happens once the new address is confirmed.';
    const stop = 'If this was not you, stop the change now and then change your password.';
    return {
      to,
      subject: 'Your e-mail address is being changed',
      link: stopLink,
      text: `${intro}\n\n${ask}\n\n${stop}\n\nStop the change: ${stopLink}`,
      html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p><p>${escapeHtml(stop)}</p><p><a href="${escapeHtml(stopLink)}">Stop the change</a></p>`,
    };
  },
  reauthentication: (to: string, code: string): MailMessage => ({
    to,
    subject: 'Your confirmation code',
    link: null,
    text: `Enter this code to confirm it is you: ${code}`,
    html: `<p>Enter this code to confirm it is you: <strong>${code}</strong></p>`,
  }),
};
