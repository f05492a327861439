import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import type { Doc, ReadStore, WriteOp } from '@receptionist/read-store';

/**
 * The process manager's own state, folded from the log in order (so a fact meets the preferences as they were then),
 * committed with its checkpoint. These collections belong to no projector: `npm run replay` leaves them alone.
 */
export const PM_USERS = 'pm_alerts_users';
export const PM_CLIENTS = 'pm_alerts_clients';
export const PM_DAYS = 'pm_alerts_days';
/** The checkpoint key and the lease of the process manager. */
export const ALERTS_PROCESS_MANAGER = 'alerts_process_manager';
/** First start: the log position before which facts only build state and raise no alert (no mail for old history). */
export const ALERTS_RAISE_AFTER = 'alerts_process_manager:raise_after';

export const PM_COLLECTIONS = [
  { name: PM_USERS, indexes: [{ fields: ['admin'] }] },
  { name: PM_CLIENTS, indexes: [{ fields: ['summaryEnabled'] }] },
  { name: PM_DAYS },
];

export interface PmUserDoc extends Doc {
  email: string | null;
  admin: boolean;
  leadMails: boolean;
}

export interface PmClientDoc extends Doc {
  ownerId: string | null;
  businessName: string | null;
  preferences: AlertPreferences;
  summaryEnabled: boolean;
  /** When the daily summary was (last) turned on: no summary for a day that ended before. */
  summarySince: string | null;
  /** The local date of the last summary raised. */
  lastSummaryDate: string | null;
}

export interface PmDayDoc extends Doc {
  calls: number;
  minutes: number;
  appointments: number;
  messages: number;
}

export const newUser = (id: string): PmUserDoc => ({ id, email: null, admin: false, leadMails: true });
export const newClient = (id: string): PmClientDoc => ({
  id,
  ownerId: null,
  businessName: null,
  preferences: DEFAULT_ALERT_PREFERENCES,
  summaryEnabled: false,
  summarySince: null,
  lastSummaryDate: null,
});

/** The documents one batch reads and changes: reads see the batch's own writes; `writes()` is what to commit. */
export class BatchState {
  private readonly changed = new Map<string, { collection: string; doc: Doc }>();

  constructor(private readonly store: ReadStore) {}

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const pending = this.changed.get(`${collection}|${id}`);
    if (pending) return pending.doc as T;
    return this.store.collection<T>(collection).get(id);
  }

  put(collection: string, doc: Doc): void {
    this.changed.set(`${collection}|${doc.id}`, { collection, doc });
  }

  /** The administrators as of this point of the batch. */
  async admins(): Promise<PmUserDoc[]> {
    const stored = await this.store.collection<PmUserDoc>(PM_USERS).find({ where: { admin: true } });
    const users = new Map(stored.map((user) => [user.id, user]));
    for (const { collection, doc } of this.changed.values()) if (collection === PM_USERS) users.set(doc.id, doc as PmUserDoc);
    return [...users.values()].filter((user) => user.admin).sort((a, b) => a.id.localeCompare(b.id));
  }

  writes(): WriteOp[] {
    return [...this.changed.values()].map(({ collection, doc }) => ({ kind: 'put', collection, doc }));
  }
}
