import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailTemplates } from './mail-templates';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a confirmation mail through a real SMTP server', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'AI Receptionist <no-reply@example.com>');
    const link = 'http://localhost:3000/auth/confirm?token_hash=abc&type=signup';
    await mailer.send(mailTemplates.confirmSignup('ada@example.com', link, '123456', '2026-01-02T03:04:05.000Z'));
    mailer.close();
    expect(received).toHaveLength(1);
    const unfolded = received[0].replace(/=\r?\n/g, '');
    expect(unfolded).toMatch(/^To: ada@example\.com/m);
    expect(unfolded).toMatch(/^Subject: Confirm your sign-up/m);
    expect(unfolded).toContain('token_hash=3Dabc');
    expect(unfolded).toContain('123456');
  });
});
