import type { DemoRequestFields, DemoRequestStatus } from '@receptionist/contracts';
import type { Actor } from './demo-request.events';

/** A validated public submission (the shared form rules ran first). Submitting an existing request changes nothing. */
export interface SubmitDemoRequest {
  type: 'SubmitDemoRequest';
  data: { requestId: string; fields: DemoRequestFields };
}

/**
 * Admin commands name the revision of the request the admin saw; another admin's change in between is a conflict
 * (no lost update).
 */
export interface ChangeDemoRequestStatus {
  type: 'ChangeDemoRequestStatus';
  data: { requestId: string; status: DemoRequestStatus; expectedRevision: number; by: Actor };
}

export interface SaveDemoRequestNotes {
  type: 'SaveDemoRequestNotes';
  data: { requestId: string; notes: string; expectedRevision: number; by: Actor };
}

export type DemoRequestCommand = SubmitDemoRequest | ChangeDemoRequestStatus | SaveDemoRequestNotes;
