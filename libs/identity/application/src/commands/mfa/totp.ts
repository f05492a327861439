import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrSvg } from 'qrcode';

const TOTP_ISSUER = 'AI Receptionist';

/** The longest issuer accepted (UTF-8 bytes): it goes into the QR code, which holds about 2 KB. */
export const MAX_TOTP_ISSUER_BYTES = 255;

export const isTotpIssuerTooLong = (issuer: unknown) => typeof issuer === 'string' && Buffer.byteLength(issuer) > MAX_TOTP_ISSUER_BYTES;

export async function newTotpEnrollment(email: string, issuer = TOTP_ISSUER) {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: email, secret });
  // The SVG markup itself, as GoTrue answers: clients (auth-js, the web app) make the data URI.
  const qrCode = await qrSvg(uri, { type: 'svg' });
  return { secret, uri, qrCode };
}

/** The code's time step when it is valid now (one step of clock drift either way), else null. */
export async function totpTimeStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  // Valid TOTP results carry the time step (HOTP ones do not), which is what makes a code usable once.
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}
