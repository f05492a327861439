export type ClientCommand =
  | { kind: 'CreateClient'; clientId: string; ownerId: string }
  /** `field` and `value` are untrusted input: the decider validates both. */
  | { kind: 'ChangeSetting'; field: string; value: string }
  | { kind: 'RequestPhoneNumber' }
  | { kind: 'AssignPhoneNumber'; phoneNumber: string }
  | { kind: 'RequestPlanChange'; plan: string }
  | { kind: 'ChangePlan'; plan: string }
  | { kind: 'Activate' }
  | { kind: 'Deactivate' };
