import { PayloadTooLargeException } from '@nestjs/common';
import { InvalidCallInputError, pcmWav } from '@receptionist/calls-domain';
import { readMultipartCallReport } from './multipart-call-report';

const wav = pcmWav(new Int16Array(400), 8000);

async function body(parts: [string, string | Blob, string?][]): Promise<{ raw: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { raw: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
}

/** What reading settles to: the report, or the class of the refusal; never pending. */
async function outcome(raw: Buffer, contentType: string, maxBytes = 64 * 1024): Promise<string> {
  const pending = Symbol('pending');
  const read = readMultipartCallReport(raw, contentType, maxBytes).then(
    () => 'read',
    (error: unknown) =>
      error instanceof InvalidCallInputError || error instanceof PayloadTooLargeException ? error.constructor.name : String(error),
  );
  const settled = await Promise.race([read, new Promise((resolve) => setTimeout(() => resolve(pending), 1000))]);
  return settled === pending ? 'pending' : (settled as string);
}

describe('readMultipartCallReport', () => {
  it('reads the report (UTF-8) and the sniffed audio', async () => {
    const { raw, contentType } = await body([
      ['report', JSON.stringify({ summary: 'Réservé 🚗' })],
      ['recording', new Blob([new Uint8Array(wav)], { type: 'text/plain' }), 'notes.txt'],
    ]);
    expect(await readMultipartCallReport(raw, contentType, 64 * 1024)).toEqual({
      report: { summary: 'Réservé 🚗' },
      recording: { kind: 'upload', audio: wav, contentType: 'audio/wav', durationSeconds: 0.05 },
    });
  });

  it('settles every cut and every flipped byte of a body with the report or a 400/413 refusal, never an error or a wait', async () => {
    const { raw, contentType } = await body([
      ['report', '{"platform_call_id":"pc-1"}'],
      ['recording', new Blob([new Uint8Array(wav.subarray(0, 120))]), 'call.wav'],
    ]);
    const seen = new Set<string>();
    for (let at = 0; at <= raw.length; at++) seen.add(await outcome(raw.subarray(0, at), contentType));
    for (let at = 0; at < raw.length; at++) {
      const flipped = Buffer.from(raw);
      flipped[at] ^= 0xff;
      seen.add(await outcome(flipped, contentType));
    }
    expect([...seen].sort()).toEqual(['InvalidCallInputError', 'read']);
  });

  it.each([
    ['multipart/form-data', 'multipart/form-data needs a boundary parameter'],
    ['multipart/form-data; boundary=elsewhere', 'The multipart body could not be read'],
  ])('refuses the content type %s', async (contentType, message) => {
    const { raw } = await body([['report', '{}']]);
    await expect(readMultipartCallReport(raw, contentType, 1024)).rejects.toThrow(message);
  });

  it('refuses a report part past 512 KiB and a recording past the limit with 413', async () => {
    const big = await body([
      ['report', JSON.stringify({ padding: 'x'.repeat(600 * 1024) })],
      ['recording', new Blob([new Uint8Array(wav)]), 'call.wav'],
    ]);
    await expect(readMultipartCallReport(big.raw, big.contentType, 64 * 1024)).rejects.toThrow('The report part must be at most 512 KiB');
    const long = await body([
      ['report', '{}'],
      ['recording', new Blob([new Uint8Array(wav)]), 'call.wav'],
    ]);
    await expect(readMultipartCallReport(long.raw, long.contentType, wav.length - 1)).rejects.toThrow(
      `The recording must be at most ${wav.length - 1} bytes (RECORDING_MAX_BYTES)`,
    );
    expect(await outcome(long.raw, long.contentType, wav.length)).toBe('read');
  });
});
