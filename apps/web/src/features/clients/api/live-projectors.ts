/** Names of the server's projectors whose live updates reach the owner's room (as `projection:updated`.projector). */
/** The client record, and its minutes (kept by the calls context's usage read model). */
export const CLIENT_PROJECTORS = ['clients', 'usage'] as const;
export const HISTORY_PROJECTORS = ['settings_history'] as const;
export const CALL_PROJECTORS = ['call_logs', 'usage', 'clients'] as const;
/** The owner's appointments, messages and today's figures (the sidebar counts, the Today card, both inbox pages). */
export const INBOX_PROJECTORS = ['owner_inbox'] as const;
/** One call's details: the call, and its recording arriving or being deleted. */
export const CALL_DETAIL_PROJECTORS = ['call_logs', 'call_recordings'] as const;
