import { randomUUID } from 'node:crypto';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import { callClip } from './call-audio';
import { dealershipCall, type SimulatedCall } from './dealership-calls';

interface SimulationPlan {
  url: string;
  secret: string;
  clientIds: string[];
  ratePerMinute: number;
  durationSeconds: number;
  /** The share of answered calls (0 to 1) sent with a recording, as multipart/form-data. */
  recordingShare: number;
}

interface SimulationDeps {
  fetch: typeof fetch;
  sleep(ms: number): Promise<void>;
  now(): Date;
  log(line: string): void;
  random?: () => number;
}

/** The call's body as the voice platform sends it: JSON, or with its audio as the multipart parts report and recording. */
async function callBody(call: SimulatedCall & { client_id: string }, audio: Buffer | null): Promise<{ body: Buffer; contentType: string }> {
  if (!audio) return { body: Buffer.from(JSON.stringify(call)), contentType: 'application/json' };
  const form = new FormData();
  form.append('report', JSON.stringify(call));
  form.append('recording', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), `${call.platform_call_id}.wav`);
  // The signature covers the exact bytes sent: serialise the form once, sign and send those bytes.
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
}

/** Sends calls at the plan's rate until its duration is over; resolves to the number of calls the API accepted. */
export async function runSimulation(plan: SimulationPlan, deps: SimulationDeps): Promise<number> {
  const intervalMs = 60_000 / plan.ratePerMinute;
  const startedAt = deps.now().getTime();
  let sent = 0;
  let accepted = 0;
  const random = deps.random ?? Math.random;
  while (deps.now().getTime() - startedAt < plan.durationSeconds * 1000) {
    const clientId = plan.clientIds[sent % plan.clientIds.length];
    const call = { ...dealershipCall(`sim-${randomUUID()}`, deps.now(), random), client_id: clientId };
    const recorded = call.transcript !== null && random() < plan.recordingShare;
    const audio = recorded ? callClip(random) : null;
    const { body, contentType } = await callBody(call, audio);
    const signature = signWebhook(plan.secret, body, Math.floor(deps.now().getTime() / 1000));
    const response = await deps.fetch(`${plan.url}/webhooks/calls`, {
      method: 'POST',
      headers: { 'content-type': contentType, [WEBHOOK_SIGNATURE_HEADER]: signature },
      body: new Uint8Array(body),
    });
    sent++;
    if (response.ok) accepted++;
    const answer = response.ok ? call.topic : `${(await response.text()).slice(0, 200)}`;
    const withAudio = audio ? ` +recording ${Math.round(audio.length / 1024)} KiB` : '';
    deps.log(`${response.status} client ${clientId} ${call.caller_number} ${call.duration_seconds}s ${answer}${withAudio}`);
    const nextAt = startedAt + sent * intervalMs;
    await deps.sleep(Math.max(0, nextAt - deps.now().getTime()));
  }
  return accepted;
}
