import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

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

/** The stored type when it is a plain audio type; anything else is served as bytes the browser will not interpret. */
export function servedContentType(stored: string): string {
  return /^audio\/[a-z0-9.+-]{1,40}$/.test(stored) ? stored : 'application/octet-stream';
}

/** `call-2026-11-26-1432.wav`: when the call started (UTC), and the audio's usual extension. ASCII only. */
export function recordingFileName(call: Pick<CallLogDoc, 'started_at'>, contentType: string): string {
  const started = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(call.started_at);
  const stamp = started ? `-${started[1]}-${started[2]}${started[3]}` : '';
  return `call${stamp}.${EXTENSIONS[contentType] ?? 'audio'}`;
}
