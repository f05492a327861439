import { type CallRecordingState, clientIdOfOwner } from '@receptionist/calls-domain';
import type { CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { loadCallDetail } from '../call-logs/call-detail';

export type StoredRecording = Extract<CallRecordingState, { status: 'stored' }>;

/** Call ids are `<client id>:<call key>`; anything longer or stranger is no call of ours. */
const CALL_ID = /^[A-Za-z0-9_-]{1,64}:[A-Za-z0-9_-]{1,64}$/;

/**
 * The stored recording of `callId` when `viewer` may play it: the owner of the call's client, or an administrator.
 * null for everyone and everything else (another client's call, an unknown id, no recording, a deleted one), so a
 * caller cannot tell a call that exists from one that does not.
 */
export async function playableRecording(
  platform: Pick<CallsPlatform, 'readModels' | 'eventStore'>,
  viewer: { userId: string; isAdmin: boolean },
  callId: string,
): Promise<{ call: CallLogDoc; recording: StoredRecording } | null> {
  if (!CALL_ID.test(callId)) return null;
  const call = await platform.readModels.collection<CallLogDoc>(CALL_LOGS).get(callId);
  if (!call || (!viewer.isAdmin && call.client_id !== clientIdOfOwner(viewer.userId))) return null;
  const { recording } = await loadCallDetail(platform.eventStore, call);
  return recording?.status === 'stored' ? { call, recording } : null;
}
