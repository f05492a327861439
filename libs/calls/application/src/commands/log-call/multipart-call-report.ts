import { PayloadTooLargeException } from '@nestjs/common';
import { CALL_REPORT_MAX_BYTES, InvalidCallInputError, RECORDING_FORMATS, sniffAudio } from '@receptionist/calls-domain';
import type { IncomingRecording } from './log-call.command';

/** The parts of a call report with its recording, in the order integrators send them. */
export const CALL_REPORT_PARTS = ['report', 'recording'] as const;

const PARTS_RULE = 'A multipart call report has two parts: report (the call as JSON) and recording (the audio file)';

export interface MultipartCallReport {
  /** The report part, parsed as JSON but not validated. */
  report: unknown;
  recording: Extract<IncomingRecording, { kind: 'upload' }>;
}

function fail(message: string): never {
  throw new InvalidCallInputError(message);
}

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? fail('multipart/form-data needs a boundary parameter');
}

/** How many times the delimiter line occurs: a body of n parts has n + 1 (the closing one included). */
function delimiterCount(raw: Buffer, boundary: string): number {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  let count = 0;
  for (let at = raw.indexOf(delimiter); at !== -1; at = raw.indexOf(delimiter, at + delimiter.length)) count++;
  return count;
}

type Part = ReturnType<FormData['get']>;

const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KiB`;

/**
 * Reads the signed multipart body (already verified) into the report and its audio: exactly the two parts, the
 * report as JSON within the JSON report's limit, the recording a file of at most `maxRecordingBytes` (413 past it)
 * whose bytes are audio of a format the product plays.
 */
export async function readMultipartCallReport(raw: Buffer, contentType: string, maxRecordingBytes: number): Promise<MultipartCallReport> {
  // Counted before parsing: a body of thousands of tiny parts costs nothing to refuse.
  if (delimiterCount(raw, boundaryOf(contentType)) > CALL_REPORT_PARTS.length + 1) fail(PARTS_RULE);
  const form = await new Response(raw, { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => fail('The multipart body could not be read: send a well-formed multipart/form-data body'));
  const names = [...form.keys()];
  const unknown = names.find((name) => !(CALL_REPORT_PARTS as readonly string[]).includes(name));
  if (unknown !== undefined) fail(`${PARTS_RULE}; "${unknown.slice(0, 40)}" is not one of them`);
  if (names.length !== CALL_REPORT_PARTS.length || new Set(names).size !== names.length) fail(PARTS_RULE);
  return { report: await reportOf(form.get('report')), recording: await recordingOf(form.get('recording'), maxRecordingBytes) };
}

async function reportOf(part: Part): Promise<unknown> {
  const text = typeof part === 'string' ? part : ((await part?.text()) ?? '');
  if (Buffer.byteLength(text) > CALL_REPORT_MAX_BYTES)
    throw new PayloadTooLargeException(`The report part must be at most ${kib(CALL_REPORT_MAX_BYTES)}`);
  try {
    return JSON.parse(text);
  } catch {
    return fail('The report part must be the call report as JSON');
  }
}

async function recordingOf(part: Part, maxBytes: number): Promise<MultipartCallReport['recording']> {
  if (part === null || typeof part === 'string') fail('The recording part must be a file (a part with a filename)');
  if (part.size > maxBytes) throw new PayloadTooLargeException(`The recording is ${part.size} bytes; at most ${maxBytes} bytes are accepted`);
  if (part.size === 0) fail('The recording part is empty');
  const audio = Buffer.from(await part.arrayBuffer());
  const sniffed = sniffAudio(audio) ?? fail(`The recording must be ${RECORDING_FORMATS} audio`);
  return { kind: 'upload', audio, ...sniffed };
}
