import { PayloadTooLargeException } from '@nestjs/common';
import Busboy from '@fastify/busboy';
import { CALL_REPORT_MAX_BYTES, InvalidCallInputError, RECORDING_FORMATS, sniffAudio } from '@receptionist/calls-domain';
import type { IncomingRecording } from './log-call.command';

/** The parts of a call report with its recording, in the order integrators send them. */
export const CALL_REPORT_PARTS = ['report', 'recording'] as const;

const PARTS_RULE = 'A multipart call report has two parts: report (the call as JSON) and recording (the audio file)';
/** Part headers besides Content-Disposition and Content-Type are ignored; more than this is not an honest body. */
const MAX_PART_HEADERS = 10;

export interface MultipartCallReport {
  /** The report part, parsed as JSON but not validated. */
  report: unknown;
  recording: Extract<IncomingRecording, { kind: 'upload' }>;
}

/** One part as read: a file part (one with a filename) or a field; `truncated` when it passed its limit; `name` '' when it has none. */
interface Part {
  name: string;
  file: boolean;
  bytes: Buffer;
  truncated: boolean;
}

function fail(message: string): never {
  throw new InvalidCallInputError(message);
}

const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KiB`;

/**
 * The body's parts, parsed by busboy (a native-speed boundary search: a 24 MiB body in about 10 ms, where the
 * WHATWG `formData()` parser blocks the event loop for 0.4 s). A third part stops the parse: thousands of tiny parts
 * cost nothing. Fields and files are kept up to their limits and marked truncated past them.
 */
function partsOf(raw: Buffer, contentType: string, maxFileBytes: number): Promise<Part[]> {
  return new Promise((resolve, reject) => {
    const parts: Part[] = [];
    const files: Promise<void>[] = [];
    let tooMany = false;
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        defCharset: 'utf8',
        limits: { parts: CALL_REPORT_PARTS.length, fieldSize: CALL_REPORT_MAX_BYTES, fileSize: maxFileBytes, headerPairs: MAX_PART_HEADERS },
      });
    } catch {
      reject(new InvalidCallInputError('multipart/form-data needs a boundary parameter'));
      return;
    }
    parser.on('field', (name, value, _nameTruncated, truncated) =>
      parts.push({ name: name ?? '', file: false, bytes: Buffer.from(value), truncated }),
    );
    const unreadable = () => reject(new InvalidCallInputError('The multipart body could not be read: send a well-formed multipart/form-data body'));
    parser.on('file', (name, stream) => {
      const part: Part = { name: name ?? '', file: true, bytes: Buffer.alloc(0), truncated: false };
      parts.push(part);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body cut inside a file part fails the part's stream.
      stream.on('error', unreadable);
      files.push(
        new Promise((ended) =>
          stream.on('end', () => {
            part.bytes = Buffer.concat(chunks);
            part.truncated = stream.truncated;
            ended();
          }),
        ),
      );
    });
    parser.on('partsLimit', () => (tooMany = true));
    parser.on('error', unreadable);
    parser.on('finish', () => {
      if (tooMany) reject(new InvalidCallInputError(PARTS_RULE));
      else void Promise.all(files).then(() => resolve(parts));
    });
    parser.end(raw);
  });
}

/**
 * Reads the signed multipart body (already verified) into the report and its audio: exactly the two parts, the
 * report as JSON within the JSON report's limit, the recording a file of at most `maxRecordingBytes` (413 past it)
 * whose bytes are audio of a format the product plays.
 */
export async function readMultipartCallReport(raw: Buffer, contentType: string, maxRecordingBytes: number): Promise<MultipartCallReport> {
  const parts = await partsOf(raw, contentType, maxRecordingBytes);
  const unknown = parts.find((part) => !(CALL_REPORT_PARTS as readonly string[]).includes(part.name));
  if (unknown) fail(`${PARTS_RULE}; "${unknown.name.slice(0, 40)}" is not one of them`);
  const [report, recording] = CALL_REPORT_PARTS.map((name) => parts.filter((part) => part.name === name));
  if (report.length !== 1 || recording.length !== 1) fail(PARTS_RULE);
  return { report: reportOf(report[0]), recording: recordingOf(recording[0], maxRecordingBytes) };
}

function reportOf(part: Part): unknown {
  if (part.truncated || part.bytes.length > CALL_REPORT_MAX_BYTES) {
    throw new PayloadTooLargeException(`The report part must be at most ${kib(CALL_REPORT_MAX_BYTES)}`);
  }
  try {
    return JSON.parse(part.bytes.toString('utf8'));
  } catch {
    return fail('The report part must be the call report as JSON');
  }
}

function recordingOf(part: Part, maxBytes: number): MultipartCallReport['recording'] {
  if (!part.file) fail('The recording part must be a file (a part with a filename)');
  if (part.truncated) throw new PayloadTooLargeException(`The recording must be at most ${maxBytes} bytes (RECORDING_MAX_BYTES)`);
  if (part.bytes.length === 0) fail('The recording part is empty');
  const sniffed = sniffAudio(part.bytes) ?? fail(`The recording must be ${RECORDING_FORMATS} audio`);
  return { kind: 'upload', audio: part.bytes, ...sniffed };
}
