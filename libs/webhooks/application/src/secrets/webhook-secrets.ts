import { randomBytes } from 'node:crypto';
import type { SealedSecrets } from '@receptionist/server-secrets';
import { webhookSecretName } from '@receptionist/webhooks-domain';

export interface IssuedWebhookSecret {
  /** `whsec_` + base64url(32 random bytes): shown to the owner once; the whole text is the HMAC key. */
  secret: string;
  /** 1 when created, +1 per rotation: the version the endpoint's events record. */
  version: number;
}

const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * Endpoints' signing secrets in the shared secret store (sealed with SECRETS_ENCRYPTION_KEY, readable by every
 * instance), under `webhookSecretName(endpointId)`. Never in events or logs.
 */
export class WebhookSecrets {
  constructor(private readonly secrets: SealedSecrets) {}

  async create(endpointId: string): Promise<IssuedWebhookSecret> {
    const secret = newSecret();
    const stored = await this.secrets.readOrCreate(webhookSecretName(endpointId), () => secret);
    if (stored.value !== secret) throw new Error(`The webhook endpoint ${endpointId} already has a secret`);
    return { secret, version: stored.version };
  }

  /** Replaces the secret at once: the old one stops signing. */
  async rotate(endpointId: string): Promise<IssuedWebhookSecret> {
    const name = webhookSecretName(endpointId);
    const secret = await this.secrets.update(name, newSecret);
    const stored = await this.secrets.read(name);
    if (stored?.value !== secret) throw new Error(`The secret of webhook endpoint ${endpointId} changed during its rotation`);
    return { secret, version: stored.version };
  }

  async read(endpointId: string): Promise<string | null> {
    return (await this.secrets.read(webhookSecretName(endpointId)))?.value ?? null;
  }

  close(): Promise<void> {
    return this.secrets.close();
  }
}
