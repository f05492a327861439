import type { Actor } from '@receptionist/domain-kit';

/** `by` is who asks (null: the system, e.g. the reaction to a confirmed account). */
export interface CreateClient {
  type: 'CreateClient';
  data: { clientId: string; ownerId: string; by: Actor | null };
}

/** `field` and `value` are untrusted input: the decider validates both. */
export interface ChangeClientSetting {
  type: 'ChangeClientSetting';
  data: { field: string; value: string; by: Actor };
}

export interface RequestPhoneNumber {
  type: 'RequestPhoneNumber';
  data: { by: Actor };
}

export interface AssignPhoneNumber {
  type: 'AssignPhoneNumber';
  data: { phoneNumber: string; by: Actor };
}

export interface RequestPlanChange {
  type: 'RequestPlanChange';
  data: { plan: string; by: Actor };
}

export interface ChangePlan {
  type: 'ChangePlan';
  data: { plan: string; by: Actor };
}

export interface ActivateClient {
  type: 'ActivateClient';
  data: { by: Actor };
}

export interface DeactivateClient {
  type: 'DeactivateClient';
  data: { by: Actor };
}

export type ClientCommand =
  CreateClient | ChangeClientSetting | RequestPhoneNumber | AssignPhoneNumber | RequestPlanChange | ChangePlan | ActivateClient | DeactivateClient;
