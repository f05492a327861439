const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
};

/** A saved recording's file name: `call-2026-11-26-1432.wav` (when the call started, UTC, and the usual extension). ASCII only. */
export function recordingFileName(startedAt: string, contentType: string): string {
  const started = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(startedAt);
  const stamp = started ? `-${started[1]}-${started[2]}${started[3]}` : '';
  return `call${stamp}.${EXTENSIONS[contentType] ?? 'audio'}`;
}
