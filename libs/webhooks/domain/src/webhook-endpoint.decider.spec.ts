import { deciderSpec } from '@receptionist/domain-kit';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES } from '@receptionist/contracts';
import type { WebhookEndpointCommand } from './webhook-endpoint.commands';
import { webhookEndpointDecider } from './webhook-endpoint.decider';
import { WebhookEndpointError } from './webhook-endpoint.errors';
import type { WebhookEndpointEvent, WebhookOwner } from './webhook-endpoint.events';

const now = '2026-11-26T21:00:00.000Z';
const addedAt = '2026-11-20T09:00:00.000Z';
const owner: WebhookOwner = { kind: 'client', clientId: 'c1' };
const otherClient: WebhookOwner = { kind: 'client', clientId: 'c2' };
const admins: WebhookOwner = { kind: 'admins' };
const by = { userId: 'u1', email: 'owner@dealer.example' };
const url = 'https://93.184.215.14/hook';

const added: WebhookEndpointEvent = {
  type: 'WebhookEndpointAdded',
  data: { endpointId: 'e1', owner, url, description: 'CRM', events: ['call.completed'], secretVersion: 1, by, addedAt },
};
const removed: WebhookEndpointEvent = { type: 'WebhookEndpointRemoved', data: { endpointId: 'e1', owner, by, removedAt: addedAt } };
const pausedByOwner: WebhookEndpointEvent = {
  type: 'WebhookEndpointPaused',
  data: { endpointId: 'e1', owner, reason: 'owner', failedAttempts: null, by, pausedAt: addedAt },
};

const { given } = deciderSpec(webhookEndpointDecider, { now: new Date(now) });
const refusal = (history: WebhookEndpointEvent[], command: WebhookEndpointCommand) => {
  const error = given(...history).when(command).error;
  if (!(error instanceof WebhookEndpointError)) throw error;
  return { kind: error.kind, message: error.message };
};

const add = (fields: Partial<{ url: string; description: string | null; events: string[]; liveEndpoints: number; owner: WebhookOwner }> = {}) =>
  ({
    type: 'AddWebhookEndpoint',
    data: { endpointId: 'e1', owner, url, description: 'CRM', events: ['call.completed'], liveEndpoints: 0, secretVersion: 1, by, ...fields },
  }) satisfies WebhookEndpointCommand;
const change = (fields: Partial<{ url: string; description: string | null; events: string[]; owner: WebhookOwner }> = {}) =>
  ({
    type: 'ChangeWebhookEndpoint',
    data: { endpointId: 'e1', owner, url, description: 'CRM', events: ['call.completed'], by, ...fields },
  }) satisfies WebhookEndpointCommand;
const ownerCommand = (type: 'PauseWebhookEndpoint' | 'ResumeWebhookEndpoint' | 'RemoveWebhookEndpoint', as: WebhookOwner = owner) =>
  ({ type, data: { endpointId: 'e1', owner: as, by } }) as WebhookEndpointCommand;

describe('webhook endpoint decider', () => {
  describe('AddWebhookEndpoint', () => {
    it('given nothing, records the endpoint with its trimmed setting, the secret version, who and when', () => {
      expect(given().when(add({ url: `  ${url}  `, description: '  CRM  ' })).events).toEqual([{ ...added, data: { ...added.data, addedAt: now } }]);
    });

    it('keeps the events in the list order without duplicates, and a blank description as none', () => {
      const [event] = given().when(add({ events: ['message.taken', 'call.completed', 'message.taken'], description: '   ' })).events;
      expect(event.data).toMatchObject({ events: ['call.completed', 'message.taken'], description: null });
    });

    it('lets the administrators add a lead.created endpoint', () => {
      const [event] = given().when(add({ owner: admins, events: ['lead.created'] })).events;
      expect(event.data).toMatchObject({ owner: admins, events: ['lead.created'] });
    });

    it.each([
      ['ftp://93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
      ['javascript:alert(1)', WEBHOOK_MESSAGES.urlInvalid],
      ['not a url', WEBHOOK_MESSAGES.urlInvalid],
      ['https://user:secret@93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
      ['https://user@93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
      [`https://93.184.215.14/${'a'.repeat(2048)}`, WEBHOOK_MESSAGES.urlTooLong],
    ])('refuses the URL %s', (bad, message) => {
      expect(refusal([], add({ url: bad }))).toEqual({ kind: 'invalid_input', message });
    });

    it('accepts a URL of exactly 2048 characters', () => {
      const long = `https://93.184.215.14/${'a'.repeat(2048 - 'https://93.184.215.14/'.length)}`;
      expect(given().when(add({ url: long })).events).toHaveLength(1);
    });

    it('refuses no events, an admin-only event for an owner, and an owner event for the administrators', () => {
      expect(refusal([], add({ events: [] }))).toEqual({ kind: 'invalid_input', message: WEBHOOK_MESSAGES.eventsRequired });
      expect(refusal([], add({ events: ['lead.created'] }))).toEqual({ kind: 'invalid_input', message: WEBHOOK_MESSAGES.eventNotAllowed });
      expect(refusal([], add({ events: ['call.deleted'] }))).toEqual({ kind: 'invalid_input', message: WEBHOOK_MESSAGES.eventNotAllowed });
      expect(refusal([], add({ owner: admins, events: ['call.completed'] }))).toEqual({
        kind: 'invalid_input',
        message: WEBHOOK_MESSAGES.eventNotAllowed,
      });
    });

    it('refuses a description over 200 characters and takes one of exactly 200', () => {
      expect(refusal([], add({ description: 'd'.repeat(201) }))).toMatchObject({ kind: 'invalid_input', message: expect.stringMatching(/200/) });
      expect(given().when(add({ description: 'd'.repeat(200) })).events).toHaveLength(1);
    });

    it(`refuses an owner's ${MAX_WEBHOOK_ENDPOINTS + 1}th live endpoint, takes the ${MAX_WEBHOOK_ENDPOINTS}th`, () => {
      expect(refusal([], add({ liveEndpoints: MAX_WEBHOOK_ENDPOINTS }))).toEqual({ kind: 'invalid_input', message: WEBHOOK_MESSAGES.tooMany });
      expect(given().when(add({ liveEndpoints: MAX_WEBHOOK_ENDPOINTS - 1 })).events).toHaveLength(1);
    });

    it('given the endpoint was added (a retry), records nothing', () => {
      expect(given(added).when(add({ description: 'Other' })).events).toEqual([]);
    });
  });

  describe('ChangeWebhookEndpoint', () => {
    it('records the whole new setting', () => {
      expect(given(added).when(change({ url: 'http://93.184.215.14/v2', description: null, events: ['appointment.booked'] })).events).toEqual([
        {
          type: 'WebhookEndpointChanged',
          data: { endpointId: 'e1', owner, url: 'http://93.184.215.14/v2', description: null, events: ['appointment.booked'], by, changedAt: now },
        },
      ]);
    });

    it('records nothing when nothing changed', () => {
      expect(given(added).when(change()).events).toEqual([]);
    });

    it('applies the same rules as adding', () => {
      expect(refusal([added], change({ events: [] }))).toEqual({ kind: 'invalid_input', message: WEBHOOK_MESSAGES.eventsRequired });
    });

    it("refuses another owner's, a removed and a missing endpoint alike: not found", () => {
      const notFound = { kind: 'not_found', message: WEBHOOK_MESSAGES.notFound };
      expect(refusal([added], change({ owner: otherClient }))).toEqual(notFound);
      expect(refusal([added], change({ owner: admins }))).toEqual(notFound);
      expect(refusal([added, removed], change())).toEqual(notFound);
      expect(refusal([], change())).toEqual(notFound);
    });
  });

  describe('RotateWebhookSecret', () => {
    it('records the new secret version, never the secret', () => {
      const rotate: WebhookEndpointCommand = { type: 'RotateWebhookSecret', data: { endpointId: 'e1', owner, secretVersion: 2, by } };
      expect(given(added).when(rotate).events).toEqual([
        { type: 'WebhookEndpointSecretRotated', data: { endpointId: 'e1', owner, secretVersion: 2, by, rotatedAt: now } },
      ]);
      expect(given(added, ...given(added).when(rotate).events).state.secretVersion).toBe(2);
      expect(refusal([added], { ...rotate, data: { ...rotate.data, owner: otherClient } })).toMatchObject({ kind: 'not_found' });
    });
  });

  describe('pause, resume, remove', () => {
    it('the owner pauses an active endpoint; pausing again records nothing', () => {
      expect(given(added).when(ownerCommand('PauseWebhookEndpoint')).events).toEqual([
        { ...pausedByOwner, data: { ...pausedByOwner.data, pausedAt: now } },
      ]);
      expect(given(added, pausedByOwner).when(ownerCommand('PauseWebhookEndpoint')).events).toEqual([]);
    });

    it('the owner resumes a paused endpoint (also one paused for failing); resuming an active one records nothing', () => {
      const resumed = { type: 'WebhookEndpointResumed', data: { endpointId: 'e1', owner, by, resumedAt: now } };
      expect(given(added, pausedByOwner).when(ownerCommand('ResumeWebhookEndpoint')).events).toEqual([resumed]);
      const failing = given(added).when({ type: 'PauseFailingWebhookEndpoint', data: { endpointId: 'e1', failedAttempts: 15 } }).events;
      expect(failing).toEqual([
        { type: 'WebhookEndpointPaused', data: { endpointId: 'e1', owner, reason: 'failing', failedAttempts: 15, by: null, pausedAt: now } },
      ]);
      expect(given(added, ...failing).state).toMatchObject({ status: 'paused', pausedReason: 'failing' });
      expect(given(added, ...failing).when(ownerCommand('ResumeWebhookEndpoint')).events).toEqual([resumed]);
      expect(given(added).when(ownerCommand('ResumeWebhookEndpoint')).events).toEqual([]);
    });

    it('the owner removes it; then every command answers not found', () => {
      expect(given(added).when(ownerCommand('RemoveWebhookEndpoint')).events).toEqual([{ ...removed, data: { ...removed.data, removedAt: now } }]);
      for (const type of ['PauseWebhookEndpoint', 'ResumeWebhookEndpoint', 'RemoveWebhookEndpoint'] as const) {
        expect(refusal([added, removed], ownerCommand(type))).toMatchObject({ kind: 'not_found' });
      }
    });

    it("another client's owner or the administrators cannot pause, resume or remove a client's endpoint", () => {
      for (const type of ['PauseWebhookEndpoint', 'ResumeWebhookEndpoint', 'RemoveWebhookEndpoint'] as const) {
        expect(refusal([added, pausedByOwner], ownerCommand(type, otherClient))).toMatchObject({ kind: 'not_found' });
        expect(refusal([added, pausedByOwner], ownerCommand(type, admins))).toMatchObject({ kind: 'not_found' });
      }
    });
  });
});
