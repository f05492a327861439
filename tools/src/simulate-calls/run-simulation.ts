import { randomUUID } from 'node:crypto';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import { dealershipCall } from './dealership-calls';

interface SimulationPlan {
  url: string;
  secret: string;
  clientIds: string[];
  ratePerMinute: number;
  durationSeconds: number;
}

interface SimulationDeps {
  fetch: typeof fetch;
  sleep(ms: number): Promise<void>;
  now(): Date;
  log(line: string): void;
}

/** Sends calls at the plan's rate until its duration is over; resolves to the number of calls the API accepted. */
export async function runSimulation(plan: SimulationPlan, deps: SimulationDeps): Promise<number> {
  const intervalMs = 60_000 / plan.ratePerMinute;
  const startedAt = deps.now().getTime();
  let sent = 0;
  let accepted = 0;
  while (deps.now().getTime() - startedAt < plan.durationSeconds * 1000) {
    const clientId = plan.clientIds[sent % plan.clientIds.length];
    const call = { ...dealershipCall(`sim-${randomUUID()}`, deps.now()), client_id: clientId };
    const body = JSON.stringify(call);
    const signature = signWebhook(plan.secret, body, Math.floor(deps.now().getTime() / 1000));
    const response = await deps.fetch(`${plan.url}/webhooks/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
      body,
    });
    sent++;
    if (response.ok) accepted++;
    const answer = response.ok ? call.topic : `${(await response.text()).slice(0, 200)}`;
    deps.log(`${response.status} client ${clientId} ${call.caller_number} ${call.duration_seconds}s ${answer}`);
    const nextAt = startedAt + sent * intervalMs;
    await deps.sleep(Math.max(0, nextAt - deps.now().getTime()));
  }
  return accepted;
}
