import type { MailMessage } from './mailer.port';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  code: string,
  outro = 'If you did not ask for this, ignore this e-mail.',
): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\nOr enter the code: ${code}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>Or enter the code: <strong>${code}</strong></p><p>${escapeHtml(outro)}</p>`,
  };
}

/** `2026-11-23 14:20 UTC`: when a sign-up was made, so its owner can tell their confirmation from someone else's. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export const mailTemplates = {
  /** Each sign-up of an unconfirmed address has its own mail: it names when that sign-up was made (`signedUpAt`, ISO). */
  confirmSignup: (to: string, link: string, code: string, signedUpAt: string) =>
    linkMail(
      to,
      'Confirm your sign-up',
      `Welcome to AI Receptionist. Someone signed up with this e-mail address on ${utcMinute(signedUpAt)}. Confirm your e-mail address to finish creating your account with the password chosen then.`,
      'Confirm your e-mail',
      link,
      code,
      `If you did not sign up on ${utcMinute(signedUpAt)}, ignore this e-mail: only the sign-up you confirm is applied.`,
    ),
  magicLink: (to: string, link: string, code: string) =>
    linkMail(to, 'Your sign-in link', 'Use this link to sign in to AI Receptionist.', 'Sign in', link, code),
  recovery: (to: string, link: string, code: string) =>
    linkMail(to, 'Reset your password', 'Someone asked to reset the password of your AI Receptionist account.', 'Set a new password', link, code),
  emailChange: (to: string, link: string, code: string) =>
    linkMail(
      to,
      'Confirm your new e-mail address',
      'Confirm this address as the new e-mail of your AI Receptionist account.',
      'Confirm the new address',
      link,
      code,
    ),
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
